import { Group, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { COMPLAINT_DESCRIPTION_MAX } from '@motorplaza/domain/complaints/complaint.schema';
import {
  COMPLAINT_CURRENCIES,
  COMPLAINT_CURRENCY_SYMBOLS,
  COMPLAINT_GOOD_LABELS,
  COMPLAINT_GOODS,
  SHEET_TEXTS,
} from '@motorplaza/domain/complaints/complaint-texts';
import { Controller, useFormContext } from 'react-hook-form';
import type { ComplaintFormValues } from './complaint-form.schema';
import classes from './public.module.css';

/** Part 2: the contracted good — product or service, the amount claimed and its currency, the description. */
export function GoodFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ComplaintFormValues>();
  return (
    <fieldset className={classes.part}>
      <legend className={classes.partLegend}>{SHEET_TEXTS.part2}</legend>
      <Stack gap="md">
        <Controller
          control={control}
          name="tipoBien"
          render={({ field }) => (
            <Radio.Group
              label="¿Es sobre un producto o un servicio? (opcional)"
              value={field.value}
              onChange={(value) => field.onChange(value)}
              name={field.name}
            >
              <Group gap="lg" mt={6}>
                {COMPLAINT_GOODS.map((good) => (
                  <Radio key={good} value={good} label={COMPLAINT_GOOD_LABELS[good]} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Monto reclamado (opcional)"
            inputMode="decimal"
            placeholder="0.00"
            maxLength={16}
            error={errors.montoReclamado?.message}
            {...register('montoReclamado')}
          />
          <Controller
            control={control}
            name="moneda"
            render={({ field }) => (
              <Radio.Group
                label="Moneda del monto"
                value={field.value}
                onChange={(value) => field.onChange(value)}
                name={field.name}
                error={errors.moneda?.message}
              >
                <Group gap="lg" mt={6}>
                  {COMPLAINT_CURRENCIES.map((currency) => (
                    <Radio
                      key={currency}
                      value={currency}
                      label={
                        currency === 'PEN'
                          ? 'Soles (S/)'
                          : `Dólares (${COMPLAINT_CURRENCY_SYMBOLS[currency]})`
                      }
                    />
                  ))}
                </Group>
              </Radio.Group>
            )}
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
