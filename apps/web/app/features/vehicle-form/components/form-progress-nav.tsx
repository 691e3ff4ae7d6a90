import { Group, Progress, Text, UnstyledButton } from '@mantine/core';
import classes from './vehicle-form.module.css';

export const FORM_STEPS = ['Datos Básicos', 'Especificaciones', 'Propietario', 'Fotos'] as const;

interface FormProgressNavProps {
  readonly current: number;
  readonly onSelect: (index: number) => void;
}

/** The sticky step indicator of the form: "Paso N/4", a bar of N/4 and one button per section. */
export function FormProgressNav({ current, onSelect }: FormProgressNavProps) {
  const step = current + 1;
  return (
    <nav aria-label="Secciones del formulario" className={classes.progressNav}>
      <Group justify="space-between" gap="xs" mb={6}>
        <Text size="sm" fw={600}>
          Paso {step}/{FORM_STEPS.length}
        </Text>
        <Text size="sm" c="dimmed">
          {FORM_STEPS[current]}
        </Text>
      </Group>
      <Progress value={(step / FORM_STEPS.length) * 100} size="sm" aria-hidden="true" mb="xs" />
      <ol className={classes.steps}>
        {FORM_STEPS.map((label, index) => (
          <li key={label}>
            <UnstyledButton
              className={classes.step}
              data-active={index === current || undefined}
              data-done={index < current || undefined}
              aria-current={index === current ? 'step' : undefined}
              onClick={() => onSelect(index)}
            >
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={classes.stepLabel}>{label}</span>
            </UnstyledButton>
          </li>
        ))}
      </ol>
    </nav>
  );
}
