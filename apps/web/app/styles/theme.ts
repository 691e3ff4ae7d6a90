import {
  type ComboboxFactory,
  type CSSVariablesResolver,
  createTheme,
  type DrawerFactory,
  type ExtendComponent,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type MenuFactory,
  type ModalFactory,
  type NotificationFactory,
  type PasswordInputFactory,
  type RadioIndicatorFactory,
} from '@mantine/core';
import { type ComponentProps, createElement } from 'react';

/** MotorPlaza red; shade 7 (#b71f24) is the filled colour: 6.5:1 against white text. */
const brand: MantineColorsTuple = [
  '#fff1f1',
  '#ffe0e0',
  '#ffc1c2',
  '#ff9496',
  '#f9666a',
  '#ee3f44',
  '#d62a2f',
  '#b71f24',
  '#971a1e',
  '#7c191c',
];

/** Deep navy of the top bar and the footer. */
const navy: MantineColorsTuple = [
  '#eef2f8',
  '#d9e0ec',
  '#b0bfd8',
  '#849bc2',
  '#5f7cae',
  '#476aa3',
  '#3a5d98',
  '#2c4a7d',
  '#1b2f52',
  '#0f1b2d',
];

// The components' settings are plain objects (what `Component.extend` returns), so that the theme
// does not import the modal, menu, drawer and form components into every page's first load.
const notification: ExtendComponent<NotificationFactory> = {
  defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar notificación' } },
  // Below a title Mantine greys the message with gray 6 (3.3:1); gray 7 reaches 8:1.
  styles: { description: { color: 'var(--mantine-color-gray-7)' } },
};

// Mantine's focus placeholder inside the dropdown is a focusable role="presentation" child, which
// breaks the menu's required-children rule (axe); without it focus still lands on the items.
const menu: ExtendComponent<MenuFactory> = { defaultProps: { withInitialFocusPlaceholder: false } };

const passwordInput: ExtendComponent<PasswordInputFactory> = {
  defaultProps: {
    visibilityToggleButtonProps: { 'aria-label': 'Mostrar contraseña' },
    visibilityToggleFocusable: true,
  },
};

const modal: ExtendComponent<ModalFactory> = {
  defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' }, padding: 'xl' },
  styles: { title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 800 } },
};

// Every Select, MultiSelect and Autocomplete opens its list from the field's left edge. Mantine keeps the
// list mounted but hidden, so its first position is computed at width 0; centred ('bottom') that puts
// it half a field to the right. On a phone that overflow widens the page (mobile Chrome enlarges the
// layout viewport to fit it), which widens the full-screen modal, the field and the list (as wide as the
// field) again, until the list hides and the loop restarts: the options could not be tapped. Aligned to
// the start, the list's position does not depend on its own width (docs/decisions/0046-touch-selects-and-form-details.md).
const combobox: ExtendComponent<ComboboxFactory> = { defaultProps: { position: 'bottom-start' } };

// Radio.Indicator is drawn inside a Radio.Card, a <button>, which may hold phrasing content only
// (components/form/radio-card-content.tsx).
const radioIndicator: ExtendComponent<RadioIndicatorFactory> = { defaultProps: { component: 'span' } };

// Mantine's Combobox.Option (every Select, MultiSelect and Autocomplete, whose lists stay mounted) passes
// its `value` on to its <div role="option">, where HTML has no such attribute: its root element drops
// it. The option reads its value from its own props, not from the element.
function OptionElement({ value: _value, ...props }: ComponentProps<'div'> & { value?: unknown }) {
  return createElement('div', props);
}
const comboboxOption: MantineThemeComponent = { defaultProps: { component: OptionElement } };

const drawer: ExtendComponent<DrawerFactory> = {
  defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } },
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 8 },
  colors: { brand, navy },
  // WCAG AA for filled colours: white text only where it reaches 4.5:1 (luminance ≤ 0.18).
  autoContrast: true,
  luminanceThreshold: 0.18,
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '800',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Notification: notification,
    Menu: menu,
    PasswordInput: passwordInput,
    Modal: modal,
    Drawer: drawer,
    Combobox: combobox,
    RadioIndicator: radioIndicator,
    ComboboxOption: comboboxOption,
  },
});

/** Mantine's default dimmed (gray 6) and error (red 6) texts fail AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
