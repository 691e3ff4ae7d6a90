import { ThemeIcon, type ThemeIconProps } from '@mantine/core';

interface IconTileProps extends ThemeIconProps {
  /** `span` inside phrasing content (a list item's icon, a button). */
  readonly component?: 'div' | 'span';
}

/**
 * Mantine's ThemeIcon, whose 9.5 release also writes its `color` and `radius` props onto the element
 * as attributes (invalid HTML for the Nu Html Checker): they reach ThemeIcon's own CSS-variable
 * resolver through `vars` instead of as props (docs/decisions/0066-html-validity.md).
 */
export function IconTile({ color, radius, component = 'div', ...others }: IconTileProps) {
  return (
    <ThemeIcon
      {...others}
      // ThemeIcon renders a Box, which takes `component`; ThemeIcon's props type leaves it out.
      {...{ component }}
      vars={(theme, props, ctx) => ThemeIcon.varsResolver(theme, { ...props, color, radius }, ctx)}
    />
  );
}
