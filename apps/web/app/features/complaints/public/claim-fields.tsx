import { Anchor, Checkbox, Radio, Stack } from '@mantine/core';
import {
  COMPLAINT_CHANNEL_LABELS,
  COMPLAINT_CHANNELS,
  COMPLAINT_KIND_DEFINITIONS,
  COMPLAINT_KIND_LABELS,
  COMPLAINT_KINDS,
  SHEET_TEXTS,
} from '@motorplaza/domain/complaints/complaint-texts';
import { Controller, useFormContext } from 'react-hook-form';
import { RadioCardContent } from '../../../components/form/radio-card-content';
import { COMPLAINT_CONSENT_HREF } from '../../../lib/legal-anchors';
import type { ComplaintFormValues } from './complaint-form.schema';
import { SheetLongTextField, SheetRadioField } from './form-field';
import classes from './public.module.css';

/**
 * Part 3: reclamo or queja with the two definitions of Anexo I beside the choice, the detail, the
 * request, how to receive the answer, the consumer's conformity and the privacy box.
 */
export function ClaimFields() {
  const { register, control } = useFormContext<ComplaintFormValues>();
  return (
    <fieldset className={classes.part}>
      <legend className={classes.partLegend}>{SHEET_TEXTS.part3}</legend>
      <Stack gap="md">
        <Controller
          control={control}
          name="tipo"
          render={({ field }) => (
            <Radio.Group
              label="Tipo"
              description="Si no eliges, la hoja se registra como reclamo. El plazo de respuesta es el mismo."
              value={field.value}
              onChange={(value) => field.onChange(value)}
              name={field.name}
            >
              <Stack gap="sm" mt={8}>
                {COMPLAINT_KINDS.map((kind, index) => (
                  <Radio.Card key={kind} value={kind} className={classes.kindCard}>
                    <RadioCardContent
                      title={`${COMPLAINT_KIND_LABELS[kind]} (${index + 1})`}
                      description={COMPLAINT_KIND_DEFINITIONS[kind]}
                      gap="sm"
                    />
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <SheetLongTextField
          name="detalle"
          label="Detalle"
          description="Cuéntanos qué pasó: la fecha, el lugar y los hechos."
          required
          minRows={4}
        />
        <SheetLongTextField
          name="pedido"
          label="Pedido (opcional)"
          description="Qué solicitas al proveedor."
          minRows={2}
        />
        <SheetRadioField
          name="canalRespuesta"
          label="¿Cómo quieres recibir la respuesta? (opcional)"
          description="Si no eliges, te respondemos a tu correo si lo indicas; si no, por carta a tu domicilio."
          options={COMPLAINT_CHANNELS.map((channel) => ({
            value: channel,
            label: COMPLAINT_CHANNEL_LABELS[channel],
          }))}
        />
        <Checkbox label={SHEET_TEXTS.acceptance} {...register('aceptaConsumidor')} />
        <Checkbox
          label={
            <>
              He leído la{' '}
              <Anchor href={COMPLAINT_CONSENT_HREF} target="_blank" rel="noopener" inherit underline="always">
                política de privacidad
              </Anchor>
              : mis datos se usan para registrar y responder esta hoja de reclamación.
            </>
          }
          {...register('consentimientoPrivacidad')}
        />
      </Stack>
    </fieldset>
  );
}
