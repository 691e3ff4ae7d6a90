import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { HYDRATED_EVENT, HYDRATED_FLAG } from './hydration-signal';

/**
 * Every page is rendered on the server, so its scripts only add behaviour: the visitor should see the
 * page before the browser spends the link and the CPU on them (decision 0037). React Router's
 * `<Scripts>` writes a `<link rel="modulepreload">` per chunk in the head and a module script whose
 * static imports load the route modules and then the client entry, which hydrates. On a phone the
 * scripts (about 150 KB gzipped) then share the first round trips with the stylesheets and the first
 * photos, and the hydration task runs before the first paint.
 *
 * This rewrites the HTML as it streams out:
 * - the module preloads leave the head; their addresses go into the boot script;
 * - the boot script waits for the first contentful paint (unless the page is hidden) and only then
 *   adds the preloads (all chunks fetched in parallel, as before) and imports the route modules
 *   (static imports turned into `await import()`).
 *
 * React Router's markup is matched exactly; anything else passes through unchanged, so a new version
 * of React Router that writes it differently only loses the optimisation (`scripts-after-paint.test.ts`
 * runs the real `<Scripts>` output through it).
 */
export function scriptsAfterPaint(): Transform {
  let pending: string | null = '';
  /** The head's module preloads, taken out once, when the head has ended. */
  let preloads: string[] | null = null;
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      // Decoded throughout: a character split between chunks must not be cut where the rewrite ends.
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      if (pending === null) {
        callback(null, text);
        return;
      }
      pending += text;
      if (preloads === null) {
        if (!pending.includes(HEAD_END)) {
          callback();
          return;
        }
        ({ html: pending, preloads } = withoutModulePreloads(pending));
      }
      const boot = deferBootScript(pending, preloads);
      // The boot script has not streamed yet: keep holding (it follows the head closely).
      if (boot === null && pending.length < HOLD_LIMIT) {
        callback();
        return;
      }
      const out = boot ?? restorePreloads(pending, preloads);
      pending = null;
      callback(null, out);
    },
    flush(callback) {
      if (pending === null) {
        callback(null, decoder.end() || undefined);
        return;
      }
      let html = pending + decoder.end();
      if (preloads === null) ({ html, preloads } = withoutModulePreloads(html));
      callback(null, deferBootScript(html, preloads) ?? restorePreloads(html, preloads));
    },
  });
}

const HEAD_END = '</head>';
/** Held at most this much while waiting for the boot script (the catalogue at 10,000 cars: ~130 KB). */
const HOLD_LIMIT = 512 * 1024;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*\/>/g;
const BOOT_START = /<script\b[^>]*\btype="module"[^>]*>;\n((?:import \* as \w+ from "[^"]+";\n)+)/;
const STATIC_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;
/** The script's last statement: the client entry, which hydrates. */
const ENTRY_IMPORT = /\nimport\("([^"]+)"\);\s*$/;

/**
 * A button pressed before hydration would do nothing, and a checkbox ticked then (the catalogue's
 * filters) would show a state React does not know; the page is on screen (and pressable) before its
 * scripts are. Such clicks (on buttons, labels, checkboxes and radios) are held and, once the root
 * layout says the document is hydrated (`hydration-signal.ts`), clicked again.
 * Links work without scripts and pass; text typed into a field stays where it is.
 */
const HOLD_CLICKS = `const HELD = 'button, label, input[type="checkbox"], input[type="radio"]';
const heldClicks = [];
const holdClick = (event) => {
  const button = event.target instanceof Element ? event.target.closest(HELD) : null;
  if (!button || button.disabled) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!heldClicks.includes(button)) heldClicks.push(button);
};
document.addEventListener("click", holdClick, true);
const releaseClicks = () => {
  document.removeEventListener("click", holdClick, true);
  for (const button of heldClicks.splice(0)) if (button.isConnected) button.click();
};`;

/**
 * Resolves once the browser reports the first contentful paint (a `paint` entry carries the time the
 * frame was presented, which `requestAnimationFrame` does not), at once for a hidden page, which paints
 * nothing, and when the page is hidden before painting. Browsers without paint timing wait for the
 * first frame instead.
 */
const WAIT_FOR_FIRST_PAINT = `(go) => {
  if (document.visibilityState === "hidden") return go();
  document.addEventListener("visibilitychange", go, { once: true });
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(go, 0));
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    go();
  }).observe({ type: "paint", buffered: true });
}`;

/** Resolves once the root layout says the document is hydrated (at most 10 s after the entry ran). */
const WAIT_FOR_HYDRATION = `(hydrated) => {
  if (window.${HYDRATED_FLAG}) return hydrated();
  addEventListener("${HYDRATED_EVENT}", hydrated, { once: true });
  setTimeout(hydrated, 10000);
}`;

/** The head without its module preloads, and their addresses in order. */
export function withoutModulePreloads(html: string): { html: string; preloads: string[] } {
  const end = html.indexOf(HEAD_END);
  if (end === -1) return { html, preloads: [] };
  const preloads: string[] = [];
  const head = html.slice(0, end).replace(MODULE_PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  return { html: head + html.slice(end), preloads };
}

/**
 * The boot script rewritten: clicks on buttons held, the wait for the first paint, the preloads, the
 * static imports as `await import()`, and once the client entry has hydrated the document the held
 * clicks given back; null when the HTML holds no whole boot script (yet) or the script is not React
 * Router's.
 */
export function deferBootScript(html: string, preloads: string[]): string | null {
  const match = BOOT_START.exec(html);
  if (!match?.[1]) return null;
  // The whole script must have arrived, or its last imports could still be on their way.
  const close = html.indexOf('</script>', match.index);
  if (close === -1) return null;
  const rest = html.slice(match.index + match[0].length, close);
  const entry = ENTRY_IMPORT.exec(rest);
  if (!entry) return null;
  const imports = match[1]
    .trim()
    .split('\n')
    .map((line) => STATIC_IMPORT.exec(line))
    .filter((found): found is RegExpExecArray => found !== null);
  const names = imports.map(([, name]) => name).join(', ');
  const modules = imports.map(([, , href]) => `import(${JSON.stringify(href)})`).join(', ');
  const deferred = [
    ';',
    HOLD_CLICKS,
    `await new Promise(${WAIT_FOR_FIRST_PAINT});`,
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${names}] = await Promise.all([${modules}]);`,
    rest.slice(0, entry.index),
    `try { await import(${JSON.stringify(entry[1])}); await new Promise(${WAIT_FOR_HYDRATION}); } finally { releaseClicks(); }`,
  ].join('\n');
  const tag = match[0].slice(0, match[0].indexOf('>') + 1);
  return html.slice(0, match.index) + tag + deferred + html.slice(close);
}

/** Gives the head its preloads back when the boot script could not be rewritten. */
function restorePreloads(html: string, preloads: string[]): string {
  const links = preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('');
  const end = html.indexOf(HEAD_END);
  return end === -1 ? links + html : html.slice(0, end) + links + html.slice(end);
}
