import { Title } from '@mantine/core';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { FormActions, type FormActionsProps } from './form-actions';
import classes from './modal-form.module.css';

/**
 * A required field: native `required` (aria-required) with the asterisk drawn by CSS, so that the
 * label's text stays exactly the field's name (Mantine's asterisk is text inside the label).
 */
export const REQUIRED = {
  required: true,
  withAsterisk: false,
  labelProps: { className: classes.requiredLabel },
} as const;

/** Field messages are announced as they appear. */
export const ERROR_PROPS = { role: 'alert' } as const;

interface ModalFormProps extends FormActionsProps {
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly children: ReactNode;
}

/** The form of a form modal (clients, users): its fields scroll above Cancelar and Guardar. */
export function ModalForm({ onSubmit, showInvalid, saving, onCancel, children }: ModalFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className={classes.form} aria-busy={saving}>
      <div className={classes.body}>{children}</div>
      <div className={classes.footer}>
        <FormActions showInvalid={showInvalid} saving={saving} onCancel={onCancel} />
      </div>
    </form>
  );
}

interface FormSectionProps {
  readonly id: string;
  readonly title: string;
  readonly className?: string;
  readonly sectionRef?: Ref<HTMLElement>;
  readonly children: ReactNode;
}

/** A titled section of a long form (the user and vehicle modals). */
export function FormSection({ id, title, className, sectionRef, children }: FormSectionProps) {
  return (
    <section ref={sectionRef} aria-labelledby={id} className={className}>
      <Title order={3} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}
