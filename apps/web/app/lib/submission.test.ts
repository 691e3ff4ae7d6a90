import { describe, expect, it } from 'vitest';
import { createSubmission, newFillKey } from './submission';

describe('a form submission (decision 0044)', () => {
  it('draws version 4 UUIDs', () => {
    const keys = new Set(Array.from({ length: 50 }, newFillKey));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keeps the key of a fill across failed sends and draws a new one after a success', async () => {
    let drawn = 0;
    const submission = createSubmission(() => `clave-${++drawn}`);
    const sent: string[] = [];
    await expect(
      submission.run(async (key) => {
        sent.push(key);
        throw new Error('sin conexión');
      }),
    ).rejects.toThrow('sin conexión');
    await submission.run(async (key) => sent.push(key));
    await submission.run(async (key) => sent.push(key));
    expect(sent).toEqual(['clave-1', 'clave-1', 'clave-2']);
  });

  it('says it is running from the moment a send starts until it ends, even when it fails', async () => {
    const submission = createSubmission();
    let finish = () => {};
    const running = submission.run(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    expect(submission.running()).toBe(true);
    finish();
    await running;
    expect(submission.running()).toBe(false);
    await submission.run(async () => Promise.reject(new Error('x'))).catch(() => {});
    expect(submission.running()).toBe(false);
  });
});
