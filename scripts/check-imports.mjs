// Keeps each package's import graph a tree: no cycle between folders (or files) and no import from a
// lower layer into a higher one. Type-only imports count, since they tie the folders together just the
// same for a reader. The layers are declared below, lowest first; docs/architecture.md explains them.
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const PACKAGES = [
  {
    root: 'packages/domain/src',
    tsconfig: 'packages/domain/tsconfig.json',
    layers: [
      ['shared', 'calendar', 'http', 'photos', 'financing'],
      ['access', 'export', 'settings', 'accessories', 'legal'],
      ['auth', 'movements', 'reports', 'leads', 'vehicles'],
      ['users', 'clients', 'catalog', 'offers'],
      ['complaints', 'home', 'test-drives', 'alerts'],
      ['web', 'testing'],
    ],
  },
  {
    root: 'apps/api/src',
    tsconfig: 'apps/api/tsconfig.json',
    layers: [
      ['config'],
      ['db'],
      ['lib'],
      ['storage', 'mail'],
      ['plugins'],
      ['modules/*'],
      ['seed'],
      ['web'],
      ['.'],
    ],
  },
  {
    root: 'apps/web/app',
    tsconfig: 'apps/web/tsconfig.json',
    layers: [['styles', 'assets'], ['lib'], ['components'], ['features/*'], ['layout'], ['routes'], ['.']],
  },
];

/** The folder a file counts for: `modules/<name>` or `features/<name>`, else its top folder, else the root. */
function folderOf(file, root) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts.length === 1) return '.';
  if ((parts[0] === 'modules' || parts[0] === 'features') && parts.length > 2)
    return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

function layerOf(folder, layers) {
  const index = layers.findIndex((layer) =>
    layer.some(
      (entry) => entry === folder || (entry.endsWith('/*') && folder.startsWith(entry.slice(0, -1))),
    ),
  );
  return index;
}

/** Tarjan's strongly connected components; only the knots (more than one node) are returned. */
function knotsOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const knots = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const knot = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        knot.push(member);
      } while (member !== node);
      if (knot.length > 1) knots.push(knot.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return knots;
}

async function importsOf({ root, tsconfig }) {
  const result = await cruise(
    [root],
    {
      includeOnly: `^${root}/`,
      // Tests sit beside the code they test and may reach up to build the whole app: they are leaves
      // above every layer, so they take no part in the graph.
      exclude: { path: '\\.test\\.tsx?$' },
      doNotFollow: { path: 'node_modules' },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: tsconfig },
    },
    {},
    { tsConfig: extractTSConfig(path.resolve(tsconfig)) },
  );
  const imports = [];
  for (const module of result.output.modules) {
    for (const dependency of module.dependencies) {
      if (dependency.couldNotResolve || !dependency.resolved.startsWith(`${root}/`)) continue;
      imports.push({ from: module.source, to: dependency.resolved });
    }
  }
  return imports;
}

function addEdge(graph, from, to) {
  if (!graph.has(from)) graph.set(from, new Set());
  if (!graph.has(to)) graph.set(to, new Set());
  graph.get(from).add(to);
}

const problems = [];
for (const pkg of PACKAGES) {
  const imports = await importsOf(pkg);
  const files = new Map();
  const folders = new Map();
  const byArrow = new Map();
  for (const { from, to } of imports) {
    addEdge(files, from, to);
    const source = folderOf(from, pkg.root);
    const target = folderOf(to, pkg.root);
    if (source === target) continue;
    const arrow = `${source} → ${target}`;
    addEdge(folders, source, target);
    byArrow.set(arrow, [...(byArrow.get(arrow) ?? []), `${from} → ${to}`]);
  }
  for (const folder of folders.keys()) {
    if (layerOf(folder, pkg.layers) < 0) problems.push(`${pkg.root}: folder ${folder} has no layer`);
  }
  for (const knot of knotsOf(folders)) {
    const lines = [`${pkg.root}: folder cycle ${knot.join(', ')}`];
    for (const source of knot) {
      for (const target of folders.get(source)) {
        if (!knot.includes(target)) continue;
        lines.push(
          `  ${source} → ${target}`,
          ...byArrow.get(`${source} → ${target}`).map((line) => `    ${line}`),
        );
      }
    }
    problems.push(lines.join('\n'));
  }
  for (const [arrow, causes] of byArrow) {
    const [source, target] = arrow.split(' → ');
    if (layerOf(source, pkg.layers) >= layerOf(target, pkg.layers)) continue;
    problems.push([`${pkg.root}: upward import ${arrow}`, ...causes.map((line) => `    ${line}`)].join('\n'));
  }
  for (const knot of knotsOf(files)) problems.push(`${pkg.root}: file cycle\n    ${knot.join('\n    ')}`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.info(`imports OK: ${PACKAGES.map((pkg) => pkg.root).join(', ')} form trees in their layers`);
