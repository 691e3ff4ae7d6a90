import { SimpleGrid, Stack, Textarea } from '@mantine/core';
import { COMPLAINT_DESCRIPTION_MAX } from '@motorplaza/domain/complaints/complaint.schema';
import {
  COMPLAINT_CURRENCIES,
  COMPLAINT_CURRENCY_SYMBOLS,
  COMPLAINT_GOOD_LABELS,
  COMPLAINT_GOODS,
  SHEET_TEXTS,
} from '@motorplaza/domain/complaints/complaint-texts';
import { useFormContext } from 'react-hook-form';
import type { ComplaintFormValues } from './complaint-form.schema';
import { SheetRadioField, SheetTextField } from './form-field';
import classes from './public.module.css';

/** Part 2: the contracted good — product or service, the amount claimed and its currency, the description. */
export function GoodFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ComplaintFormValues>();
  return (
    <fieldset className={classes.part}>
      <legend className={classes.partLegend}>{SHEET_TEXTS.part2}</legend>
      <Stack gap="md">
        <SheetRadioField
          name="tipoBien"
          label="¿Es sobre un producto o un servicio? (opcional)"
          options={COMPLAINT_GOODS.map((good) => ({ value: good, label: COMPLAINT_GOOD_LABELS[good] }))}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <SheetTextField
            name="montoReclamado"
            label="Monto reclamado (opcional)"
            inputMode="decimal"
            placeholder="0.00"
            maxLength={16}
          />
          <SheetRadioField
            name="moneda"
            label="Moneda del monto"
            options={COMPLAINT_CURRENCIES.map((currency) => ({
              value: currency,
              label: `${currency === 'PEN' ? 'Soles' : 'Dólares'} (${COMPLAINT_CURRENCY_SYMBOLS[currency]})`,
            }))}
          />
        </SimpleGrid>
        <Textarea
          label="Descripción del producto o servicio (opcional)"
          placeholder="Por ejemplo: Toyota Corolla 2020 comprado en la tienda de San Isidro"
          autosize
          minRows={2}
          maxLength={COMPLAINT_DESCRIPTION_MAX}
          error={errors.descripcionBien?.message}
          {...register('descripcionBien')}
        />
      </Stack>
    </fieldset>
  );
}
