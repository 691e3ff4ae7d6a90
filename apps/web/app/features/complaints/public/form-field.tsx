import { Group, Radio, Text, Textarea, TextInput, type TextInputProps } from '@mantine/core';
import { COMPLAINT_DETAIL_MAX } from '@motorplaza/domain/complaints/complaint.schema';
import { COMPLAINT_MESSAGES, textOverBy } from '@motorplaza/domain/complaints/complaint-texts';
import { Controller, type FieldPath, useFormContext } from 'react-hook-form';
import type { ComplaintFormValues } from './complaint-form.schema';

type TextFieldName = Exclude<
  FieldPath<ComplaintFormValues>,
  'menorEdad' | 'aceptaConsumidor' | 'consentimientoPrivacidad'
>;

/**
 * Domicilio or correo, at least one (Anexo I): the rule speaks once both fields were visited or the
 * sheet is sent, not while the consumer passes 'Domicilio' on the way to the e-mail that can replace it.
 */
function visibleError(
  name: TextFieldName,
  message: string | undefined,
  state: { touchedFields: Partial<Record<string, unknown>>; isSubmitted: boolean },
): string | undefined {
  const contactRule = (name === 'domicilio' || name === 'correo') && message === COMPLAINT_MESSAGES.contacto;
  const bothVisited = Boolean(state.touchedFields.domicilio && state.touchedFields.correo);
  return contactRule && !bothVisited && !state.isSubmitted ? undefined : message;
}

/** Each of the two fields re-checks the other, so the rule's message leaves both once one is filled. */
const CONTACT_PAIR: Partial<Record<TextFieldName, TextFieldName>> = {
  domicilio: 'correo',
  correo: 'domicilio',
};

/** A text field of the sheet, registered in the form and showing its own message. */
export function SheetTextField({
  name,
  ...props
}: { readonly name: TextFieldName } & Omit<TextInputProps, 'name'>) {
  const {
    register,
    formState: { errors, touchedFields, isSubmitted },
  } = useFormContext<ComplaintFormValues>();
  const pair = CONTACT_PAIR[name];
  return (
    <TextInput
      error={visibleError(name, errors[name]?.message, { touchedFields, isSubmitted })}
      {...props}
      {...register(name, pair ? { deps: [pair] } : {})}
    />
  );
}

interface SheetLongTextFieldProps {
  readonly name: 'detalle' | 'pedido';
  readonly label: string;
  readonly description: string;
  readonly required?: boolean;
  readonly minRows: number;
}

/**
 * 'Detalle' and 'Pedido': a live 'N / 3000' counter, and nothing cut. A longer text (pasted, say) stays
 * whole in the field with a message saying by how much it is over, so the consumer decides what to
 * shorten; the server refuses the same length (docs/decisions/0046-touch-selects-and-form-details.md).
 */
export function SheetLongTextField({ name, label, description, required, minRows }: SheetLongTextFieldProps) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ComplaintFormValues>();
  const length = watch(name).length;
  const over = textOverBy(length, COMPLAINT_DETAIL_MAX);
  return (
    <div>
      <Textarea
        label={label}
        description={description}
        required={required}
        autosize
        minRows={minRows}
        maxRows={16}
        error={over ?? errors[name]?.message}
        errorProps={{ role: 'alert' }}
        {...register(name)}
      />
      {/* Seen beside the field; the message above is what a screen reader hears when it is over. */}
      <Text size="xs" ta="right" mt={4} c={over ? 'var(--mantine-color-error)' : 'dimmed'}>
        {length} / {COMPLAINT_DETAIL_MAX}
        <span className="visually-hidden"> caracteres</span>
      </Text>
    </div>
  );
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
