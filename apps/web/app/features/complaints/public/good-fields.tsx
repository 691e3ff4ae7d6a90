import { Stack, Textarea } from '@mantine/core';
import {
  COMPLAINT_AMOUNT_RULES,
  COMPLAINT_DESCRIPTION_MAX,
} from '@motorplaza/domain/complaints/complaint.schema';
import {
  COMPLAINT_CURRENCIES,
  COMPLAINT_CURRENCY_SYMBOLS,
  COMPLAINT_GOOD_LABELS,
  COMPLAINT_GOODS,
  SHEET_TEXTS,
} from '@motorplaza/domain/complaints/complaint-texts';
import { parseMoney } from '@motorplaza/domain/shared/money-input';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ColumnsGrid } from '../../../components/columns-grid';
import { MoneyInput } from '../../../components/form/money-input';
import type { ComplaintFormValues } from './complaint-form.schema';
import { SheetRadioField } from './form-field';
import classes from './public.module.css';

/** Part 2: the contracted good — product or service, the amount claimed and its currency, the description. */
export function GoodFields() {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<ComplaintFormValues>();
  const moneda = useWatch({ control, name: 'moneda' });
  return (
    <fieldset className={classes.part}>
      <legend className={classes.partLegend}>{SHEET_TEXTS.part2}</legend>
      <Stack gap="md">
        <SheetRadioField
          name="tipoBien"
          label="¿Es sobre un producto o un servicio? (opcional)"
          options={COMPLAINT_GOODS.map((good) => ({ value: good, label: COMPLAINT_GOOD_LABELS[good] }))}
        />
        <ColumnsGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Controller
            control={control}
            name="montoReclamado"
            render={({ field }) => (
              <MoneyInput
                label="Monto reclamado (opcional)"
                placeholder="Ej. 15,000.00"
                hint="Con coma para los miles y punto para los decimales."
                rules={COMPLAINT_AMOUNT_RULES}
                currency={moneda}
                value={field.value}
                onChange={(text) => {
                  field.onChange(text);
                  // A symbol typed with the amount ('US$ 450') chooses the currency beside it.
                  const reading = parseMoney(text, COMPLAINT_AMOUNT_RULES);
                  if (reading.ok && reading.currency && reading.currency !== moneda)
                    setValue('moneda', reading.currency);
                }}
                onBlur={field.onBlur}
                name={field.name}
                inputRef={field.ref}
                error={errors.montoReclamado?.message}
              />
            )}
          />
          <SheetRadioField
            name="moneda"
            label="Moneda del monto"
            options={COMPLAINT_CURRENCIES.map((currency) => ({
              value: currency,
              label: `${currency === 'PEN' ? 'Soles' : 'Dólares'} (${COMPLAINT_CURRENCY_SYMBOLS[currency]})`,
            }))}
          />
        </ColumnsGrid>
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
