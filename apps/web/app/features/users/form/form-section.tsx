import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './user-form.module.css';

interface FormSectionProps {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}

/** One of the three titled sections of the user modal (spec 001 §2.8). */
export function FormSection({ id, title, children }: FormSectionProps) {
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Title order={3} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** A required field: native `required` and a drawn asterisk (the label's text is the field's name). */
export const REQUIRED = {
  required: true,
  withAsterisk: false,
  labelProps: { className: classes.requiredLabel },
} as const;

/** Field messages are announced as they appear. */
export const ERROR_PROPS = { role: 'alert' } as const;
