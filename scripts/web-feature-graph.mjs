// Prints how tangled the web features are: groups of features that import each other round a cycle, imports from
// pages (src/web/routes) and the app (src/web/app) that reach past a feature's front door (index/api), imports
// between features, and shared code (components, lib) that imports a feature. `--json` prints the same as JSON, with
// the feature graph (each feature → the features it imports).
// The lint rules `localhub/layers` and `localhub/feature-cycles` hold all of these at zero but the cross-feature count.
import path from 'node:path';
import { featureCycles, featureGraph, isFrontDoor, webFeature, webImports } from '../eslint/web-features.js';

const root = path.resolve(import.meta.dirname, '..');
const imports = webImports(root);
const graph = featureGraph(imports);
const cycles = featureCycles(graph);

const intoFeatures = (fromDirs) =>
  imports.filter(({ from, target }) => fromDirs.some((dir) => from.startsWith(`src/web/${dir}/`)) && webFeature(target));
const fromPages = intoFeatures(['routes', 'app']);
const pastFrontDoor = fromPages.filter(({ target }) => !isFrontDoor(target, webFeature(target)));
const crossFeature = imports.filter(
  ({ from, target }) => webFeature(from) && webFeature(target) && webFeature(from) !== webFeature(target),
);
const sharedIntoFeatures = intoFeatures(['components', 'lib']);

const figures = {
  features: graph.size,
  graph: Object.fromEntries([...graph].sort(([a], [b]) => a.localeCompare(b)).map(([feature, uses]) => [feature, [...uses].sort()])),
  featuresInCycles: cycles.flat().length,
  cycles,
  pageImportsOfFeatures: fromPages.length,
  pageImportsPastFrontDoor: pastFrontDoor.map(({ from, specifier }) => `${from}: ${specifier}`),
  crossFeatureImports: crossFeature.length,
  sharedImportsOfFeatures: sharedIntoFeatures.map(({ from, specifier }) => `${from}: ${specifier}`),
};

if (process.argv.includes('--json')) console.log(JSON.stringify(figures, null, 2));
else {
  console.log(`web features: ${figures.features}`);
  console.log(`features in import cycles: ${figures.featuresInCycles}`);
  for (const group of cycles) console.log(`  cycle of ${group.length}: ${group.join(', ')}`);
  console.log(`imports from routes and app into features: ${figures.pageImportsOfFeatures}, past a front door: ${pastFrontDoor.length}`);
  for (const line of figures.pageImportsPastFrontDoor) console.log(`  ${line}`);
  console.log(`imports from one feature into another: ${figures.crossFeatureImports}`);
  console.log(`imports from components and lib into features: ${sharedIntoFeatures.length}`);
  for (const line of figures.sharedImportsOfFeatures) console.log(`  ${line}`);
}
