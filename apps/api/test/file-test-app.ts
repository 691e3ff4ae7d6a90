import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * The test file's app, opened before its first test and closed after its last: call the answer inside
 * the tests (and hand it to the fixtures that take `() => TestApp`). Kept apart from test-app.ts,
 * which the benchmarks import outside Vitest's runner.
 */
export function fileTestApp(
  options: Parameters<typeof createTestApp>[0] = {},
  openTimeout?: number,
): () => TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
  }, openTimeout);
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('the test app is not open yet');
    return app;
  };
}
