import { NumberInput, Stack, Textarea } from '@mantine/core';
import { MAX_EXPECTED_PRICE, type SellOfferFormInput } from '@motorplaza/domain/offers/sell-offer.schema';
import type { InspectionSite } from '@motorplaza/domain/offers/sell-offer-rules';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
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
          <NumberInput
            label="¿Cuánto esperas recibir? (opcional)"
            description="En dólares. Si no lo sabes, déjalo vacío."
            prefix="US$ "
            thousandSeparator=","
            min={0}
            max={MAX_EXPECTED_PRICE}
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            maw={320}
            error={errors.precioEsperado?.message}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
            onBlur={field.onBlur}
            ref={field.ref}
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
