import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keepTickObjectShape } from './tick-object-shape';

/**
 * In a Node process of its own (V8 natives and a callable GC): many ticks, a full GC after each burst
 * (no tick object alive), more ticks, then the inline-cache states of `process.nextTick`'s
 * feedback slots for the tick literal, as V8 prints them.
 */
function literalSlotStates(keep: boolean): string[] {
  const moduleUrl = pathToFileURL(new URL('./tick-object-shape.ts', import.meta.url).pathname).href;
  const script = `
    import { setImmediate as turn } from 'node:timers/promises';
    if (${keep}) (await import(${JSON.stringify(moduleUrl)})).keepTickObjectShape();
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 200; i++) process.nextTick(() => {});
      await turn();
      globalThis.gc();
    }
    for (let i = 0; i < 200; i++) process.nextTick(() => {});
    await turn();
    %DebugPrint(process.nextTick);
  `;
  // V8 prints with C stdio; Node makes a piped stdout non-blocking, which drops part of it: a file.
  const folder = mkdtempSync(path.join(tmpdir(), 'tick-shape-'));
  const file = path.join(folder, 'debug-print.txt');
  const out = openSync(file, 'w');
  let output: string;
  try {
    execFileSync(
      process.execPath,
      ['--expose-gc', '--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script],
      { stdio: ['ignore', out, 'inherit'] },
    );
    output = readFileSync(file, 'utf8');
  } finally {
    closeSync(out);
    rmSync(folder, { recursive: true, force: true });
  }
  return [...output.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1] ?? '');
}

describe('keepTickObjectShape', () => {
  it('catches a tick object, once', () => {
    expect(keepTickObjectShape()).toBe(true);
    expect(keepTickObjectShape()).toBe(true);
  });

  it('keeps the tick literal monomorphic across full GCs, which without it goes megamorphic', () => {
    const without = literalSlotStates(false);
    const kept = literalSlotStates(true);
    // The tick literal's four properties: two symbol keys, `callback` and `args`.
    expect(kept).toEqual(['MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC']);
    // The control: if this Node no longer frees the maps, decision 0039's workaround can go.
    expect(without).toContain('MEGAMORPHIC');
  });
});
