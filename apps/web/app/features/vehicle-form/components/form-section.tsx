import { Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import classes from './vehicle-form.module.css';

interface FormSectionProps {
  readonly id: string;
  readonly title: string;
  readonly sectionRef: Ref<HTMLElement>;
  readonly children: ReactNode;
}

export function FormSection({ id, title, sectionRef, children }: FormSectionProps) {
  return (
    <section ref={sectionRef} aria-labelledby={id} className={classes.section}>
      <Title order={3} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}
