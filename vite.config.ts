import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { i18n } from './build/i18n-plugin.ts';
import { hoistImports } from './build/hoist-imports-plugin.ts';
import { precompress } from './build/precompress-plugin.ts';
import { pwa } from './build/pwa.ts';
import path from 'node:path';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/** The server's build of the app (`vite build --ssr`), which draws a page's first screen (src/web/entry-server.tsx). */
const serverBuild = defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [react(), i18n()],
  resolve: { alias: [{ find: /^zod$/, replacement: path.resolve('src/web/lib/zod-without-eval.ts') }] },
  build: { outDir: '../../dist/ssr', emptyOutDir: true, target: 'node20', sourcemap: false, ssr: 'entry-server.tsx' },
});

const browserBuild = defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), i18n(), tailwindcss(), hoistImports(), pwa(path.resolve('dist/web')), precompress()],
  resolve: { alias: [{ find: /^zod$/, replacement: path.resolve('src/web/lib/zod-without-eval.ts') }] },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // A page's module names all the files it needs instead (build/hoist-imports-plugin.ts, decision 0028).
    modulePreload: false,
    rollupOptions: {
      // Shared schema modules also export constants the read-only pages need; building a zod schema has no effect
      // outside it, so a page that uses none of a module's schemas does not download zod.
      treeshake: { manualPureFunctions: ['z'] },
      // Icons shared by two or more pages in one file, and the query library in one: fewer requests over HTTP/1.1.
      // Leaflet and the tile layer every map shares in one, named for what it holds.
      output: {
        codeSplitting: {
          groups: [
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 3, minShareCount: 2 },
            { name: 'query', test: /node_modules[\\/]@tanstack/, priority: 2 },
            { name: 'leaflet', test: /node_modules[\\/]leaflet[\\/]|features[\\/]map[\\/]tile-layer/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    host: '127.0.0.1',
    proxy: { '/api': { target: apiTarget, ws: true }, '/dev': apiTarget, '/media': apiTarget },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverBuild : browserBuild));
