// prints folder arrows for a package (debug)
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
const [root, tsconfig] = process.argv.slice(2);
const r = await cruise([root], { includeOnly: `^${root}/`, exclude: { path: '\\.test\\.tsx?$' }, tsPreCompilationDeps: true, tsConfig: { fileName: tsconfig } }, {}, { tsConfig: extractTSConfig(path.resolve(tsconfig)) });
const folderOf = (f) => { const p = path.relative(root, f).split('/'); if (p.length === 1) return '.'; if ((p[0] === 'modules' || p[0] === 'features') && p.length > 2) return p[0] + '/' + p[1]; return p[0]; };
const arrows = new Map();
for (const m of r.output.modules) for (const d of m.dependencies) { if (!d.resolved.startsWith(root + '/')) continue; const a = folderOf(m.source), b = folderOf(d.resolved); if (a === b) continue; if (!arrows.has(a)) arrows.set(a, new Set()); arrows.get(a).add(b); }
for (const [a, bs] of [...arrows].sort()) console.log(a, '->', [...bs].sort().join(' '));
