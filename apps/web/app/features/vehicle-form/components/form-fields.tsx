import { Checkbox, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import type { MoneyRules } from '@motorplaza/domain/shared/money-input';
import type { VehicleFormInput, VehicleFormValues } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import type { ComponentProps } from 'react';
import { type FieldPath, useController, useFormContext } from 'react-hook-form';
import { ERROR_PROPS, REQUIRED } from '../../../components/form/modal-form';
import { MoneyInput } from '../../../components/form/money-input';

export function requiredField(required: boolean | undefined) {
  return required ? REQUIRED : {};
}

export type VehicleFieldName = FieldPath<VehicleFormInput>;

/** The vehicle form's context, as the sections read it. */
export function useVehicleFormContext() {
  return useFormContext<VehicleFormInput, unknown, VehicleFormValues>();
}

function useField(name: VehicleFieldName) {
  const { control } = useVehicleFormContext();
  return useController({ name, control });
}

interface BaseProps {
  readonly name: VehicleFieldName;
  readonly label: string;
}

type TextProps = BaseProps & Omit<ComponentProps<typeof TextInput>, 'name' | 'label' | 'value' | 'onChange'>;

/** A text field; an empty field is sent as '' and the schema turns it into null. */
/** The props binding a text input to its form field: value, change, blur and message. */
function useTextField(name: VehicleFieldName) {
  const { field, fieldState } = useField(name);
  return {
    ref: field.ref,
    name: field.name,
    value: (field.value as string | null) ?? '',
    onChange: (event: { readonly currentTarget: { readonly value: string } }) =>
      field.onChange(event.currentTarget.value),
    onBlur: field.onBlur,
    error: fieldState.error?.message,
    errorProps: ERROR_PROPS,
  };
}

export function TextField({ name, label, required, ...props }: TextProps) {
  return <TextInput {...props} {...requiredField(required)} label={label} {...useTextField(name)} />;
}

type TextareaProps = BaseProps &
  Omit<ComponentProps<typeof Textarea>, 'name' | 'label' | 'value' | 'onChange'>;

export function TextareaField({ name, label, ...props }: TextareaProps) {
  return <Textarea {...props} label={label} {...useTextField(name)} />;
}

type NumberProps = BaseProps &
  Omit<ComponentProps<typeof NumberInput>, 'name' | 'label' | 'value' | 'onChange'>;

/** A whole number; an empty field is null (never '' or 0). */
export function NumberField({ name, label, required, ...props }: NumberProps) {
  const { field, fieldState } = useField(name);
  return (
    <NumberInput
      allowDecimal={false}
      allowNegative={false}
      hideControls
      {...props}
      {...requiredField(required)}
      label={label}
      ref={field.ref}
      name={field.name}
      value={(field.value as number | null | undefined) ?? ''}
      onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      errorProps={ERROR_PROPS}
    />
  );
}

interface MoneyFieldProps extends BaseProps {
  readonly rules: MoneyRules;
  readonly required?: boolean;
}

/** A price as typed ('US$ 25,400'); the schema reads the text (decision 0041), blank is null. */
export function MoneyField({ name, label, rules, required }: MoneyFieldProps) {
  const { field, fieldState } = useField(name);
  return (
    <MoneyInput
      {...requiredField(required)}
      label={label}
      rules={rules}
      placeholder="Ej. 25,400"
      inputRef={field.ref}
      name={field.name}
      value={field.value as string | number | null | undefined}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      errorProps={ERROR_PROPS}
    />
  );
}

interface SelectFieldProps<T extends string | number> extends BaseProps {
  readonly options: readonly { readonly value: T; readonly label: string }[];
  readonly required?: boolean;
  readonly placeholder?: string;
  /** Typing narrows the list; Enter takes the first match, leaving the field an option typed in full. */
  readonly searchable?: boolean;
  readonly inputMode?: ComponentProps<'input'>['inputMode'];
}

/**
 * Typed search: the first match is highlighted for Enter. Picking the chosen option again does not
 * clear it (the clear button does), so a stray Enter keeps the value.
 */
const SEARCH_PROPS = {
  searchable: true,
  selectFirstOptionOnChange: true,
  allowDeselect: false,
  nothingFoundMessage: 'Ninguna opción coincide',
} as const;

/** A select over fixed values (text or numbers); clearing it gives null. */
export function SelectField<T extends string | number>({
  name,
  label,
  options,
  required,
  placeholder = 'Selecciona',
  searchable = false,
  inputMode,
}: SelectFieldProps<T>) {
  const { field, fieldState } = useField(name);
  const current = options.find((option) => option.value === field.value);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      {...requiredField(required)}
      clearable={!required}
      {...(searchable ? SEARCH_PROPS : { allowDeselect: !required })}
      inputMode={inputMode}
      data={options.map((option) => ({ value: String(option.value), label: option.label }))}
      ref={field.ref}
      name={field.name}
      value={current ? String(current.value) : null}
      onChange={(value) =>
        field.onChange(options.find((option) => String(option.value) === value)?.value ?? null)
      }
      onBlur={(event) => {
        // Leaving a searchable field after typing an option in full ("2019") takes it; a partial or
        // unknown text is dropped (Mantine's blur shows the chosen option's label again).
        const typed = event.currentTarget.value.trim();
        const match = searchable ? options.find((option) => option.label === typed) : undefined;
        if (match && match.value !== field.value) field.onChange(match.value);
        field.onBlur();
      }}
      error={fieldState.error?.message}
      errorProps={ERROR_PROPS}
      comboboxProps={{ withinPortal: true, zIndex: 400 }}
    />
  );
}

export function CheckboxField({ name, label }: BaseProps) {
  const { field } = useField(name);
  return (
    <Checkbox
      label={label}
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
    />
  );
}

/** Plain string options whose label is the value itself. */
export function plainOptions(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: value }));
}
