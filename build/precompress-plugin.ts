import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/** Writes .br and .gz next to each built text asset, so the server sends them without compressing per request. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'localhub-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the other plugins' last step, so files they write then (the service worker) are compressed too.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const walk = (dir: string): string[] =>
          readdirSync(dir).flatMap((name) => {
            const file = path.join(dir, name);
            return statSync(file).isDirectory() ? walk(file) : [file];
          });
        for (const file of walk(outDir)) {
          if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
          const content = readFileSync(file);
          writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}
