import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from './demo-users';

const README = path.resolve(import.meta.dirname, '../../../../README.md');

/** The rows of the README's 'Demo sign-ins' table, as [role, correo]. */
function readmeSignIns(): string[][] {
  const text = readFileSync(README, 'utf8');
  const table = text.slice(text.indexOf('Demo sign-ins')).split('\n\n')[1] ?? '';
  return table
    .split('\n')
    .slice(2) // the header and its rule
    .map((row) =>
      row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('demo sign-ins', () => {
  // main.ts prints DEMO_USERS at start-up; the README must promise the same accounts.
  it('the README lists exactly the accounts the start-up banner prints', () => {
    expect(readmeSignIns()).toEqual(
      DEMO_USERS.map((user) => [
        user.estado ? user.rol : `${user.rol} (inactive: cannot sign in)`,
        user.correo,
      ]),
    );
  });
});
