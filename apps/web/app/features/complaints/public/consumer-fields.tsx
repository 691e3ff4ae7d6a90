import { Checkbox, NativeSelect, Stack } from '@mantine/core';
import { DOCUMENT_RULES } from '@motorplaza/domain/complaints/complaint-documents';
import {
  COMPLAINT_DOCUMENT_LABELS,
  COMPLAINT_DOCUMENTS,
  type ComplaintDocument,
  SHEET_TEXTS,
} from '@motorplaza/domain/complaints/complaint-texts';
import { PHONE_INPUT_MAX } from '@motorplaza/domain/shared/peru';
import { useFormContext } from 'react-hook-form';
import { ColumnsGrid } from '../../../components/columns-grid';
import type { ComplaintFormValues } from './complaint-form.schema';
import { SheetTextField } from './form-field';
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
    <ColumnsGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <NativeSelect
        label="Tipo de documento"
        data={DOCUMENT_OPTIONS}
        // Never empty (DNI first), so not `required`: HTML asks a required select for an empty first
        // option; the asterisk and aria-required still say it must be given.
        withAsterisk={required}
        aria-required={required}
        error={errors[typeField]?.message}
        {...register(typeField)}
      />
      <SheetTextField
        name={numberField}
        label="Número de documento"
        inputMode={rule.inputMode}
        maxLength={rule.maxLength}
        autoComplete="off"
        required={required}
      />
    </ColumnsGrid>
  );
}

/** Part 1: the consumer and, for a minor, the parent or guardian. */
export function ConsumerFields() {
  const { register, watch } = useFormContext<ComplaintFormValues>();
  const minor = watch('menorEdad');
  return (
    <fieldset className={classes.part}>
      <legend className={classes.partLegend}>{SHEET_TEXTS.part1}</legend>
      <Stack gap="md">
        <SheetTextField name="nombreCompleto" label="Nombre completo" autoComplete="name" required />
        <DocumentFields prefix="" required />
        <SheetTextField
          name="domicilio"
          label="Domicilio"
          autoComplete="address-line1"
          description="Obligatorio si no indicas tu correo electrónico."
        />
        <SheetTextField
          name="correo"
          label="Correo electrónico"
          type="email"
          inputMode="email"
          autoComplete="email"
          description="Obligatorio si no indicas tu domicilio."
        />
        <SheetTextField
          name="telefono"
          label="Teléfono (opcional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_INPUT_MAX}
        />
        <Checkbox label="Soy menor de edad" {...register('menorEdad')} />
        {minor && (
          <fieldset className={classes.subPart}>
            <legend className={classes.subLegend}>{SHEET_TEXTS.minor}</legend>
            <Stack gap="md">
              <SheetTextField name="apoderado" label="Nombre del padre, madre o apoderado" required />
              <DocumentFields prefix="apoderado" required />
              <SheetTextField name="apoderadoDomicilio" label="Su domicilio (opcional)" />
              <ColumnsGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <SheetTextField
                  name="apoderadoTelefono"
                  label="Su teléfono (opcional)"
                  type="tel"
                  inputMode="tel"
                  maxLength={PHONE_INPUT_MAX}
                />
                <SheetTextField
                  name="apoderadoCorreo"
                  label="Su correo (opcional)"
                  type="email"
                  inputMode="email"
                />
              </ColumnsGrid>
            </Stack>
          </fieldset>
        )}
      </Stack>
    </fieldset>
  );
}
