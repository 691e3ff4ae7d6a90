import type { ReactNode, Ref } from 'react';
import { FormSection as TitledSection } from '../../../components/form/modal-form';
import classes from './vehicle-form.module.css';

interface FormSectionProps {
  readonly id: string;
  readonly title: string;
  readonly sectionRef: Ref<HTMLElement>;
  readonly children: ReactNode;
}

export function FormSection(props: FormSectionProps) {
  return <TitledSection {...props} className={classes.section} />;
}
