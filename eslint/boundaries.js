// The project's dependency rules as three ESLint rules. `layers` resolves every relative import against the importing
// file and checks the layer it lands in; `feature-repositories` keeps a server feature out of another's repository;
// `feature-cycles` checks that an import between web features does not close a cycle, against the feature graph read
// from the source tree (eslint/web-features.js). Kept local (not eslint-plugin-boundaries) because the rules are few
// and the imports are all relative, which path patterns in no-restricted-imports cannot judge reliably.
import { builtinModules } from 'node:module';
import path from 'node:path';
import { featureGraph, isFrontDoor, pathBetween, relative, specifiersOf, targetOf, webFeature, webImports } from './web-features.js';

const builtins = new Set(builtinModules);
const infrastructure = ['auth', 'realtime', 'mail', 'messaging', 'media', 'storage', 'http', 'jobs', 'domain-events', 'kit'];

function isBuiltin(specifier) {
  return specifier.startsWith('node:') || builtins.has(specifier.split('/')[0]);
}

/** `src/server/features/<name>/…` → name, else undefined: every folder there is a feature, whatever its name. */
function serverFeature(file) {
  const match = /^src\/server\/features\/([^/]+)\//.exec(file);
  return match?.[1];
}

const isRepository = (file) => /\.repository(\.ts)?$/.test(file);
/** A repository or a file of SQL fragments (`*.sql.ts`): the files that build SQL. */
const buildsSql = (file) => /\.(repository|sql)(\.ts)?$/.test(file);

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
    const other = webFeature(target);
    if (other && other !== own && !isFrontDoor(target, other)) return 'featureInternals';
    // app → routes → features → components, lib: nothing imports a layer above its own.
    const shared = from.startsWith('src/web/components/') || from.startsWith('src/web/lib/');
    if (shared && other) return 'sharedImportsFeature';
    if ((own || shared) && target && (inside('src/web/routes') || inside('src/web/app'))) return 'importsPage';
  }
  if (infrastructure.some((dir) => from.startsWith(`src/server/${dir}/`)) && target && inside('src/server/features')) {
    return 'infrastructureImportsFeature';
  }
  return undefined;
}

/**
 * Calls `judge(from, target, specifier)` on every import and re-export of the linted file (`target`: the resolved
 * project path of a relative import, else undefined) and reports the message it returns. Type-only imports are
 * skipped when `values` is set: they name a shape and call nothing.
 */
function importVisitors(context, judge, { values = false } = {}) {
  const root = context.cwd;
  const filename = context.filename;
  const from = relative(root, filename);
  function visit(node, source) {
    if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
    if (values && (node.importKind === 'type' || node.exportKind === 'type')) return;
    const specifier = source.value;
    const target = specifier.startsWith('.') ? relative(root, path.resolve(path.dirname(filename), specifier)) : undefined;
    const messageId = judge(from, target, specifier);
    if (messageId) context.report({ node: source, messageId, data: { specifier } });
  }
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
  };
}

const layers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'web → shared ← server; in web, app → routes → features → components/lib, and a feature is entered through its api/index; infrastructure never imports features',
    },
    schema: [],
    messages: {
      webImportsServer: "src/web must not import src/server ('{{specifier}}'): share the schema or type through src/shared.",
      sharedImportsApp: "src/shared must not import src/web or src/server ('{{specifier}}'): it is the layer both depend on.",
      nodeBuiltin: "'{{specifier}}' is a Node built-in: src/web and src/shared run in the browser too.",
      featureInternals:
        "'{{specifier}}' reaches past a web feature's front door: import its api.ts or index.ts (export the piece there), or move the shared piece to src/web/components or src/web/lib.",
      sharedImportsFeature:
        "src/web/components and src/web/lib must not import a feature ('{{specifier}}'): take the feature's part as a prop or slot, filled by the feature or page that uses it.",
      importsPage: "Only src/web/app imports src/web/routes and src/web/app ('{{specifier}}'): pass what is needed down as props.",
      infrastructureImportsFeature:
        "Infrastructure (src/server/{auth,realtime,mail,messaging,media,storage,http,jobs,domain-events,kit}) must not import a feature ('{{specifier}}'): let the feature register with it or listen to a domain event.",
    },
  },
  create(context) {
    return importVisitors(context, check);
  },
};

/**
 * A server feature uses another feature through its service (or another module of it), never its repository: the
 * table keeps one owner and its rules one place (decision 0008). Repositories and SQL fragments are exempt, as they
 * may embed another repository's exported SQL condition in their own statement.
 */
const featureRepositories = {
  meta: {
    type: 'problem',
    docs: { description: "a server feature's code never imports another feature's repository" },
    schema: [],
    messages: {
      otherFeatureRepository:
        "'{{specifier}}' is another feature's repository: call that feature's service instead (decision 0008), or add there what you need.",
    },
  },
  create(context) {
    return importVisitors(
      context,
      (from, target) => {
        const own = serverFeature(from);
        if (!own || !target || buildsSql(from)) return undefined;
        const other = serverFeature(target);
        return other && other !== own && isRepository(target) ? 'otherFeatureRepository' : undefined;
      },
      { values: true },
    );
  },
};

/** Each web source file's imports as read from disk, once per ESLint process and project root. */
const importsOnDisk = new Map();
function webImportsByFile(root) {
  if (!importsOnDisk.has(root)) {
    const byFile = new Map();
    for (const entry of webImports(root)) byFile.set(entry.from, [...(byFile.get(entry.from) ?? []), entry]);
    importsOnDisk.set(root, byFile);
  }
  return importsOnDisk.get(root);
}

const featureCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'web features import each other in one direction only: no import closes a cycle between features' },
    schema: [],
    messages: {
      cycle:
        "'{{specifier}}' closes a cycle between web features ({{cycle}}): pass the piece in as a prop or slot from the page, or move it to src/web/components or src/web/lib.",
    },
  },
  create(context) {
    const root = context.cwd;
    const from = relative(root, context.filename);
    const own = webFeature(from);
    if (!own || /\.test\.tsx?$/.test(from)) return {};
    // The features graph as on disk, with this file's imports as they are in the text being linted.
    const text = context.sourceCode.getText();
    const here = specifiersOf(text).map((specifier) => ({ from, specifier, target: targetOf(root, from, specifier) }));
    const others = [...webImportsByFile(root)].filter(([file]) => file !== from).flatMap(([, entries]) => entries);
    const graph = featureGraph([...others, ...here]);
    function visit(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const other = webFeature(targetOf(root, from, source.value));
      if (!other || other === own) return;
      const back = pathBetween(graph, other, own);
      if (back) context.report({ node: source, messageId: 'cycle', data: { specifier: source.value, cycle: [own, ...back].join(' → ') } });
    }
    return {
      ImportDeclaration: (node) => visit(node, node.source),
      ExportNamedDeclaration: (node) => visit(node, node.source),
      ExportAllDeclaration: (node) => visit(node, node.source),
      ImportExpression: (node) => visit(node, node.source),
    };
  },
};

export default {
  meta: { name: 'localhub' },
  rules: { layers, 'feature-repositories': featureRepositories, 'feature-cycles': featureCycles },
};
