/**
 * zod compiles object schemas with `new Function` when it may, and finds out by trying once: the
 * Content-Security-Policy (no 'unsafe-eval') refuses it, and Chromium lists the refusal in DevTools'
 * Issues panel (Lighthouse best practices 96 on the vehicle page). In the browser zod interprets
 * instead (the forms' schemas are small). It must be set before any schema is built, so it goes
 * through the global zod reads its settings from (`z.config` would load zod into every page); the
 * root module runs before every route module. The server keeps compiling: the API validates there.
 */
export function interpretZodSchemasInBrowser() {
  if (typeof window === 'undefined') return;
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
}
