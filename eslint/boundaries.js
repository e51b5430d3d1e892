// The project's dependency rules as one ESLint rule: it resolves every relative import against the importing
// file and checks the layer it lands in. Kept local (not eslint-plugin-boundaries) because the rules are few and
// the imports are all relative, which path patterns in no-restricted-imports cannot judge reliably.
import { builtinModules } from 'node:module';
import path from 'node:path';

const builtins = new Set(builtinModules);
const infrastructure = ['auth', 'realtime', 'mail', 'messaging', 'media', 'storage', 'http', 'jobs', 'events', 'payments'];

/** The file's path relative to the project root, with forward slashes. */
function relative(root, file) {
  return path.relative(root, file).split(path.sep).join('/');
}

function isBuiltin(specifier) {
  return specifier.startsWith('node:') || builtins.has(specifier.split('/')[0]);
}

/** `src/web/features/<name>/…` → name, else undefined. */
function webFeature(file) {
  const match = /^src\/web\/features\/([^/]+)\//.exec(file);
  return match?.[1];
}

/** A feature's public surface: its folder (index), index(.ts/.tsx) or api(.ts). */
function isPublicEntry(target, feature) {
  const rest = target.slice(`src/web/features/${feature}`.length).replace(/\.(ts|tsx|js)$/, '');
  return rest === '' || rest === '/index' || rest === '/api';
}

function check(from, target, specifier) {
  const inside = (dir) => target === dir || target.startsWith(`${dir}/`);
  if (from.startsWith('src/shared/')) {
    if (target && (inside('src/server') || inside('src/web'))) return 'sharedImportsApp';
    if (!target && isBuiltin(specifier)) return 'nodeBuiltin';
  }
  if (from.startsWith('src/web/')) {
    if (target && inside('src/server')) return 'webImportsServer';
    if (!target && isBuiltin(specifier)) return 'nodeBuiltin';
    const own = webFeature(from);
    const other = target && (/^src\/web\/features\/([^/.]+)/.exec(target)?.[1] ?? undefined);
    if (own && other && other !== own && !isPublicEntry(target, other)) return 'featureInternals';
  }
  if (infrastructure.some((dir) => from.startsWith(`src/server/${dir}/`)) && target && inside('src/server/features')) {
    return 'infrastructureImportsFeature';
  }
  return undefined;
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'web → shared ← server; web features talk through api/index; infrastructure never imports features' },
    schema: [],
    messages: {
      webImportsServer: "src/web must not import src/server ('{{specifier}}'): share the schema or type through src/shared.",
      sharedImportsApp: "src/shared must not import src/web or src/server ('{{specifier}}'): it is the layer both depend on.",
      nodeBuiltin: "'{{specifier}}' is a Node built-in: src/web and src/shared run in the browser too.",
      featureInternals:
        "'{{specifier}}' reaches into another web feature's internals: import its api.ts or index.ts, or move the shared piece to src/web/components or src/web/lib.",
      infrastructureImportsFeature:
        "Infrastructure (src/server/{auth,realtime,mail,messaging,media,storage,http,jobs,events,payments}) must not import a feature ('{{specifier}}'): let the feature register with it or listen to a domain event.",
    },
  },
  create(context) {
    const root = context.cwd;
    const filename = context.filename;
    const from = relative(root, filename);
    function visit(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      const target = specifier.startsWith('.') ? relative(root, path.resolve(path.dirname(filename), specifier)) : undefined;
      const messageId = check(from, target, specifier);
      if (messageId) context.report({ node: source, messageId, data: { specifier } });
    }
    return {
      ImportDeclaration: (node) => visit(node, node.source),
      ExportNamedDeclaration: (node) => visit(node, node.source),
      ExportAllDeclaration: (node) => visit(node, node.source),
      ImportExpression: (node) => visit(node, node.source),
    };
  },
};

export default { meta: { name: 'localhub' }, rules: { layers } };
