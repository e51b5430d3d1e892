import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/**
 * Names every chunk's transitive imports in the chunk itself (what Rollup's `hoistTransitiveImports` does, which
 * Rolldown does not yet): a page's module then lists all the files it needs, and the browser asks for them all at once
 * instead of discovering them one level per round trip. Vite's own answer, a `<link rel="modulepreload">` added for
 * each file before a page is imported, cost the drawn feed one 100–300 ms task at Lighthouse's 4× slowdown
 * (decision 0028). The added imports go after the chunk's own, so modules are evaluated in the same order.
 */
export function hoistImports(): Plugin {
  return {
    name: 'localhub-hoist-imports',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle: OutputBundle) {
        const chunks = new Map(
          Object.values(bundle)
            .filter((item): item is OutputChunk => item.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const closure = new Map<string, Set<string>>();
        const transitive = (fileName: string, seen = new Set<string>()): Set<string> => {
          const known = closure.get(fileName);
          if (known) return known;
          const all = new Set<string>();
          for (const imported of chunks.get(fileName)?.imports ?? []) {
            if (seen.has(imported)) continue;
            all.add(imported);
            for (const deeper of transitive(imported, new Set([...seen, fileName]))) all.add(deeper);
          }
          closure.set(fileName, all);
          return all;
        };
        for (const chunk of chunks.values()) {
          if (chunk.imports.length === 0) continue;
          const missing = [...transitive(chunk.fileName)].filter(
            (fileName) => fileName !== chunk.fileName && !chunk.imports.includes(fileName),
          );
          if (missing.length === 0) continue;
          const directory = chunk.fileName.split('/').slice(0, -1);
          const relative = (fileName: string) => {
            const target = fileName.split('/');
            const shared = directory.filter((part, index) => target[index] === part).length;
            return `${shared === directory.length ? './' : '../'.repeat(directory.length - shared)}${target.slice(shared).join('/')}`;
          };
          const hoisted = missing.map((fileName) => `import "${relative(fileName)}";`).join('');
          chunk.code = insertAfterImports(chunk.code, hoisted);
          chunk.imports.push(...missing);
        }
      },
    },
  };
}

/** The code with `statements` after its leading import statements (a minified chunk starts with them). */
function insertAfterImports(code: string, statements: string): string {
  const leading = /^(?:\s*import\s*(?:[\w$*{}\s,]+from\s*)?["'][^"']+["'];?)*/.exec(code)?.[0] ?? '';
  return `${leading}${statements}${code.slice(leading.length)}`;
}
