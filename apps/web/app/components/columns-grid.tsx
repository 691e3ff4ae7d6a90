import { Box, type BoxProps, getSpacing, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './columns-grid.module.css';

const BREAKPOINTS = ['base', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];

interface ColumnsGridProps extends BoxProps {
  /** Columns, or columns from a breakpoint up (as SimpleGrid's `cols`). */
  readonly cols: number | Partial<Record<Breakpoint, number>>;
  readonly spacing?: MantineSpacing;
  /** Between rows; `spacing` when not given. */
  readonly verticalSpacing?: MantineSpacing;
  readonly component?: 'div' | 'dl';
  readonly children: ReactNode;
}

/**
 * Mantine's SimpleGrid, without the `<style>` element SimpleGrid writes into the body for its columns
 * (the Nu Html Checker refuses it; docs/decisions/0066-html-validity.md): the count of every
 * breakpoint is a custom property in the style attribute, read by columns-grid.module.css.
 */
export function ColumnsGrid({
  cols,
  spacing = 'md',
  verticalSpacing,
  component = 'div',
  className,
  children,
  ...others
}: ColumnsGridProps) {
  const vars: Record<string, string | undefined> = {
    '--cg-spacing-x': getSpacing(spacing),
    '--cg-spacing-y': getSpacing(verticalSpacing ?? spacing),
  };
  let count = typeof cols === 'number' ? cols : (cols.base ?? 1);
  for (const breakpoint of BREAKPOINTS) {
    count = typeof cols === 'number' ? cols : (cols[breakpoint] ?? count);
    vars[`--cg-cols-${breakpoint}`] = String(count);
  }
  return (
    <Box
      component={component}
      className={className ? `${classes.grid} ${className}` : classes.grid}
      __vars={vars}
      {...others}
    >
      {children}
    </Box>
  );
}
