import { Box, getSpacing, type MantineSpacing, Radio, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './radio-card-content.module.css';

interface RadioCardContentProps {
  readonly title: ReactNode;
  readonly description: ReactNode;
  readonly dimmed?: boolean;
  readonly gap?: MantineSpacing;
}

/**
 * What a Radio.Card shows: its indicator, a bold title and a line under it. The card is a `<button>`,
 * whose content must be phrasing content, so all of it is spans (the theme renders Radio.Indicator as
 * a span; docs/decisions/0066-html-validity.md).
 */
export function RadioCardContent({ title, description, dimmed = false, gap = 'md' }: RadioCardContentProps) {
  return (
    <Box component="span" className={classes.content} __vars={{ '--rcc-gap': getSpacing(gap) }}>
      <Radio.Indicator aria-hidden="true" />
      <span className={classes.text}>
        <Text component="span" fw={700}>
          {title}
        </Text>
        <Text component="span" size="sm" c={dimmed ? 'dimmed' : undefined}>
          {description}
        </Text>
      </span>
    </Box>
  );
}
