import { Checkbox, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DOCUMENT_RULES } from '@motorplaza/domain/complaints/complaint-documents';
import {
  COMPLAINT_DOCUMENT_LABELS,
  COMPLAINT_DOCUMENTS,
  type ComplaintDocument,
  SHEET_TEXTS,
} from '@motorplaza/domain/complaints/complaint-texts';
import { useFormContext } from 'react-hook-form';
import type { ComplaintFormValues } from './complaint-form.schema';
import classes from './public.module.css';

const DOCUMENT_OPTIONS = COMPLAINT_DOCUMENTS.map((value) => ({
  value,
  label: COMPLAINT_DOCUMENT_LABELS[value],
}));

function DocumentFields({ prefix, required }: { prefix: '' | 'apoderado'; required: boolean }) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ComplaintFormValues>();
  const typeField = prefix ? 'apoderadoTipoDocumento' : 'tipoDocumento';
  const numberField = prefix ? 'apoderadoNroDocumento' : 'nroDocumento';
  const type: ComplaintDocument = watch(typeField);
  const rule = DOCUMENT_RULES[type];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <NativeSelect
        label="Tipo de documento"
        data={DOCUMENT_OPTIONS}
        required={required}
        error={errors[typeField]?.message}
        {...register(typeField)}
      />
      <TextInput
        label="Número de documento"
        inputMode={rule.inputMode}
        maxLength={rule.maxLength}
        autoComplete="off"
        required={required}
        error={errors[numberField]?.message}
        {...register(numberField)}
      />
    </SimpleGrid>
  );
}

/** Part 1: the consumer and, for a minor, the parent or guardian. */
export function ConsumerFields() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ComplaintFormValues>();
  const minor = watch('menorEdad');
  return (
    <fieldset className={classes.part}>
      <legend className={classes.partLegend}>{SHEET_TEXTS.part1}</legend>
      <Stack gap="md">
        <TextInput
          label="Nombre completo"
          autoComplete="name"
          required
          error={errors.nombreCompleto?.message}
          {...register('nombreCompleto')}
        />
        <DocumentFields prefix="" required />
        <TextInput
          label="Domicilio"
          autoComplete="street-address"
          description="Obligatorio si no indicas tu correo electrónico."
          error={errors.domicilio?.message}
          {...register('domicilio')}
        />
        <TextInput
          label="Correo electrónico"
          type="email"
          inputMode="email"
          autoComplete="email"
          description="Obligatorio si no indicas tu domicilio."
          error={errors.correo?.message}
          {...register('correo')}
        />
        <TextInput
          label="Teléfono (opcional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={15}
          error={errors.telefono?.message}
          {...register('telefono')}
        />
        <Checkbox label="Soy menor de edad" {...register('menorEdad')} />
        {minor && (
          <fieldset className={classes.subPart}>
            <legend className={classes.subLegend}>{SHEET_TEXTS.minor}</legend>
            <Stack gap="md">
              <TextInput
                label="Nombre del padre, madre o apoderado"
                required
                error={errors.apoderado?.message}
                {...register('apoderado')}
              />
              <DocumentFields prefix="apoderado" required />
              <TextInput
                label="Su domicilio (opcional)"
                error={errors.apoderadoDomicilio?.message}
                {...register('apoderadoDomicilio')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextInput
                  label="Su teléfono (opcional)"
                  type="tel"
                  inputMode="tel"
                  maxLength={15}
                  error={errors.apoderadoTelefono?.message}
                  {...register('apoderadoTelefono')}
                />
                <TextInput
                  label="Su correo (opcional)"
                  type="email"
                  inputMode="email"
                  error={errors.apoderadoCorreo?.message}
                  {...register('apoderadoCorreo')}
                />
              </SimpleGrid>
            </Stack>
          </fieldset>
        )}
      </Stack>
    </fieldset>
  );
}
