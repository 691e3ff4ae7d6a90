import { Group, Radio, TextInput, type TextInputProps } from '@mantine/core';
import { Controller, type FieldPath, useFormContext } from 'react-hook-form';
import type { ComplaintFormValues } from './complaint-form.schema';

type TextFieldName = Exclude<
  FieldPath<ComplaintFormValues>,
  'menorEdad' | 'aceptaConsumidor' | 'consentimientoPrivacidad'
>;

/** A text field of the sheet, registered in the form and showing its own message. */
export function SheetTextField({
  name,
  ...props
}: { readonly name: TextFieldName } & Omit<TextInputProps, 'name'>) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ComplaintFormValues>();
  return <TextInput error={errors[name]?.message} {...props} {...register(name)} />;
}

type RadioFieldName = 'tipoBien' | 'moneda' | 'canalRespuesta';

interface SheetRadioFieldProps {
  readonly name: RadioFieldName;
  readonly label: string;
  readonly description?: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** A choice of the sheet among a few options, in a row. */
export function SheetRadioField({ name, label, description, options }: SheetRadioFieldProps) {
  const {
    control,
    formState: { errors },
  } = useFormContext<ComplaintFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Radio.Group
          label={label}
          description={description}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          name={field.name}
          error={errors[name]?.message}
        >
          <Group gap="lg" mt={6}>
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}
