// Keeps the decision records in shape: numbered files, a matching title, and the three sections.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const records = readdirSync(dir).filter((name) => name.endsWith('.md') && name !== 'README.md');
const problems = [];
for (const [index, name] of records.entries()) {
  const match = /^(\d{4})-[a-z0-9-]+\.md$/.exec(name);
  if (!match) {
    problems.push(`${name}: name must be NNNN-kebab-case.md`);
    continue;
  }
  if (Number(match[1]) !== index + 1) problems.push(`${name}: expected number ${index + 1}`);
  const text = readFileSync(path.join(dir, name), 'utf8');
  if (!text.startsWith(`# ${match[1]}. `)) problems.push(`${name}: title must start with "# ${match[1]}. "`);
  for (const section of ['## Context', '## Decision', '## Consequences']) {
    if (!text.includes(section)) problems.push(`${name}: missing "${section}"`);
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.info(`${records.length} decision records OK`);
