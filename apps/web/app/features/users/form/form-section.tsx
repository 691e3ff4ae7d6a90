import type { ReactNode } from 'react';
import { FormSection as TitledSection } from '../../../components/form/modal-form';
import classes from './user-form.module.css';

export { ERROR_PROPS, REQUIRED } from '../../../components/form/modal-form';

/** One of the three titled sections of the user modal (spec 001 §2.8). */
export function FormSection(props: {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}) {
  return <TitledSection {...props} className={classes.section} />;
}
