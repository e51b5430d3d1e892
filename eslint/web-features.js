// How web features depend on each other: which folder a file belongs to, what a feature's front door is, and the
// feature graph read from the source tree. Used by the `localhub/feature-cycles` rule and by
// scripts/web-feature-graph.mjs, which prints the figures.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const featuresDir = 'src/web/features';

/** The file's path relative to the project root, with forward slashes. */
export function relative(root, file) {
  return path.relative(root, file).split(path.sep).join('/');
}

/** `src/web/features/<name>` or `src/web/features/<name>/…` → name, else undefined. */
export function webFeature(file) {
  return /^src\/web\/features\/([^/.]+)(?:\/|$)/.exec(file ?? '')?.[1];
}

/** A feature's front door: its folder (index), index(.ts/.tsx) or api(.ts). */
export function isFrontDoor(target, feature) {
  const rest = target.slice(`${featuresDir}/${feature}`.length).replace(/\.(ts|tsx|js)$/, '');
  return rest === '' || rest === '/index' || rest === '/api';
}

// Static imports and re-exports (type-only ones too: they tie features as much as values do), and import().
const importPattern = /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module specifiers a source text imports. */
export function specifiersOf(text) {
  const found = [];
  for (const match of text.matchAll(importPattern)) found.push(match[1] ?? match[2]);
  return found;
}

/** Where a relative specifier lands, relative to the root (without resolving the extension); undefined for packages. */
export function targetOf(root, fromFile, specifier) {
  return specifier.startsWith('.') ? relative(root, path.resolve(path.dirname(path.join(root, fromFile)), specifier)) : undefined;
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full));
    else if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) files.push(full);
  }
  return files;
}

/** Every import of every web source file (tests aside): { from, specifier, target } with paths relative to the root. */
export function webImports(root) {
  const imports = [];
  for (const file of sourceFiles(path.join(root, 'src/web'))) {
    const from = relative(root, file);
    for (const specifier of specifiersOf(readFileSync(file, 'utf8')))
      imports.push({ from, specifier, target: targetOf(root, from, specifier) });
  }
  return imports;
}

/** Feature → the other features its files import. */
export function featureGraph(imports) {
  const graph = new Map();
  for (const { from, target } of imports) {
    const own = webFeature(from);
    if (!own) continue;
    if (!graph.has(own)) graph.set(own, new Set());
    const other = webFeature(target);
    if (other && other !== own) graph.get(own).add(other);
  }
  return graph;
}

/** The path of features from `start` to `goal` along the graph (both included), or undefined. */
export function pathBetween(graph, start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === goal) {
      const route = [];
      for (let step = goal; step !== undefined; step = previous.get(step)) route.unshift(step);
      return route;
    }
    for (const next of graph.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** The groups of features that import each other round a cycle (strongly connected components of two or more). */
export function featureCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  function visit(node) {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}
