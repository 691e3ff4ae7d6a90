import { Stack, Textarea } from '@mantine/core';
import { EXPECTED_PRICE_RULES, type SellOfferFormInput } from '@motorplaza/domain/offers/sell-offer.schema';
import type { InspectionSite } from '@motorplaza/domain/offers/sell-offer-rules';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { MoneyInput } from '../../components/form/money-input';
import { SlotPicker } from './slot-picker';
import type { useSchedule } from './use-schedule';

type Form = UseFormReturn<SellOfferFormInput>;

/** Step 5: the optional expected price, and a slot at one of the two stores (SlotPicker). */
export function InspectionStep({
  form,
  schedule,
}: {
  readonly form: Form;
  readonly schedule: ReturnType<typeof useSchedule>;
}) {
  const { errors } = form.formState;
  const sede = useWatch({ control: form.control, name: 'sedeInspeccion' }) as InspectionSite | undefined;
  const chosen = useWatch({ control: form.control, name: 'fechaInspeccion' });

  return (
    <Stack gap="lg">
      <Controller
        control={form.control}
        name="precioEsperado"
        render={({ field }) => (
          <MoneyInput
            label="¿Cuánto esperas recibir? (opcional)"
            hint="En dólares, sin centavos. Si no lo sabes, déjalo vacío."
            placeholder="Ej. 12,500"
            rules={EXPECTED_PRICE_RULES}
            maw={320}
            error={errors.precioEsperado?.message}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
          />
        )}
      />
      <Controller
        control={form.control}
        name="sedeInspeccion"
        render={({ field }) => (
          <SlotPicker
            schedule={schedule}
            sede={sede}
            onSede={field.onChange}
            onBlur={field.onBlur}
            fecha={chosen}
            onFecha={(value) =>
              form.setValue('fechaInspeccion', value, { shouldDirty: true, shouldValidate: value !== '' })
            }
            sedeError={errors.sedeInspeccion?.message}
            fechaError={errors.fechaInspeccion?.message}
          />
        )}
      />
      <Textarea
        label="Comentario (opcional)"
        placeholder="Ej. mantenimientos en concesionario, SOAT vigente"
        autosize
        minRows={2}
        maxRows={5}
        error={errors.comentarios?.message}
        {...form.register('comentarios')}
      />
    </Stack>
  );
}
