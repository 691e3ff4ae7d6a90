import { MantineProvider } from '@mantine/core';
import all from '@mantine/core/styles.css?url';
import notifications from '@mantine/notifications/styles.css?url';
import base from './mantine-base.css?url';
import publicComponents from './mantine-public.css?url';
import { cssVariablesResolver, theme } from './theme';

/** What the root's two providers share: the site is light only. */
export const MANTINE_PROVIDER_PROPS = {
  theme,
  cssVariablesResolver,
  defaultColorScheme: 'light',
} as const;

// Mantine's styles in three files instead of its whole stylesheet on every page (decision 0035).
// Each is rendered as a React stylesheet resource of precedence "mantine": React puts them in the
// head before every other stylesheet (so app.css and our CSS modules, linked after them, still win
// at equal specificity, as when the whole stylesheet came first), adds each file once however many
// components render it, and on the client holds the rendering of a component that asks for a file
// not yet loaded (a lazily loaded modal) until the file has arrived.

/** Reset, CSS variables and global classes: rendered by the root, first on every page. */
export function MantineBaseStyles() {
  return <link rel="stylesheet" href={base} precedence="mantine" />;
}

/**
 * The theme's CSS variables and the breakpoint classes of `hiddenFrom`/`visibleFrom`, which
 * MantineProvider writes as `<style>` elements before its children. A provider with no children,
 * rendered in the head, puts them where a `<style>` element belongs; the body's provider turns both
 * off (docs/decisions/0066-html-validity.md).
 */
export function MantineThemeStyles() {
  return <MantineProvider {...MANTINE_PROVIDER_PROPS} />;
}

/**
 * The components of the public pages and of the shell's overlays (styles/mantine-public.css):
 * rendered by each public page that uses Mantine components and by each overlay, so the catalogue's
 * first paint waits for none of them.
 */
export function MantinePublicStyles() {
  return <link rel="stylesheet" href={publicComponents} precedence="mantine" />;
}

/**
 * Every component, for the back-office (rendered in the browser after sign-in). It repeats the
 * public file's rules in the same order, so whichever came first the last declaration of each rule
 * keeps Mantine's order.
 */
export function MantineAllStyles() {
  return <link rel="stylesheet" href={all} precedence="mantine" />;
}

/** @mantine/notifications' own styles (after the core's components). */
export function NotificationsStyles() {
  return <link rel="stylesheet" href={notifications} precedence="mantine" />;
}
