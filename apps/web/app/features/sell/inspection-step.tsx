import { Alert, Button, Chip, Group, Loader, Radio, Stack, Text, Textarea } from '@mantine/core';
import { EXPECTED_PRICE_RULES, type SellOfferFormInput } from '@motorplaza/domain/offers/sell-offer.schema';
import type { InspectionSite } from '@motorplaza/domain/offers/sell-offer-rules';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { MoneyInput } from '../../components/form/money-input';
import classes from './sell.module.css';
import { dayChip } from './slot-format';
import type { useSchedule } from './use-schedule';

type Form = UseFormReturn<SellOfferFormInput>;

/** Step 5: the optional expected price, and a slot at one of the two stores. */
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
  const [day, setDay] = useState<string | null>(null);
  const state = schedule.state;
  const site = state.status === 'ready' ? state.schedule.sedes.find((item) => item.sede === sede) : undefined;
  const days = site?.dias.filter((item) => item.slots.some((slot) => slot.disponible)) ?? [];
  const shownDay =
    days.find((item) => item.fecha === day) ??
    days.find((item) => item.slots.some((s) => s.inicio === chosen)) ??
    days[0];

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
      {state.status === 'loading' && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">Cargando horarios de inspección...</Text>
        </Group>
      )}
      {state.status === 'failed' && (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
          No pudimos cargar los horarios.{' '}
          <Button variant="subtle" size="compact-sm" onClick={schedule.reload}>
            Reintentar
          </Button>
        </Alert>
      )}
      {state.status === 'ready' && (
        <Controller
          control={form.control}
          name="sedeInspeccion"
          render={({ field }) => (
            <Radio.Group
              label="¿Dónde inspeccionamos tu auto?"
              description="La inspección dura unos 45 minutos."
              required
              error={errors.sedeInspeccion?.message}
              value={field.value ?? ''}
              onChange={(value) => {
                field.onChange(value);
                form.setValue('fechaInspeccion', '');
                setDay(null);
              }}
            >
              <Stack gap="xs" mt="xs">
                {state.schedule.sedes.map((item) => (
                  <Radio.Card
                    key={item.sede}
                    value={item.sede}
                    className={classes.siteCard}
                    onBlur={field.onBlur}
                  >
                    <Group wrap="nowrap" align="flex-start">
                      <Radio.Indicator aria-hidden="true" />
                      <div>
                        <Text fw={700}>{item.nombre}</Text>
                        <Text size="sm" c="dimmed">
                          {item.direccion}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
      )}
      {site && (
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>Día y hora de la inspección</legend>
          {days.length === 0 ? (
            <Text size="sm">No quedan horarios libres en esta tienda; prueba con la otra.</Text>
          ) : (
            <>
              <Chip.Group
                value={shownDay?.fecha ?? ''}
                onChange={(value) => setDay(typeof value === 'string' ? value : null)}
              >
                <fieldset className={classes.fieldset}>
                  <legend className={classes.subLegend}>Día</legend>
                  <div className={classes.dayRow}>
                    {days.map((item) => (
                      <Chip key={item.fecha} value={item.fecha} variant="outline" radius="sm">
                        {dayChip(item.fecha)}
                      </Chip>
                    ))}
                  </div>
                </fieldset>
              </Chip.Group>
              <Controller
                control={form.control}
                name="fechaInspeccion"
                render={({ field }) => (
                  <Chip.Group value={field.value ?? ''} onChange={(value) => field.onChange(value)}>
                    <fieldset className={classes.fieldset}>
                      <legend className={classes.subLegend}>Hora</legend>
                      <div className={classes.timeGrid}>
                        {shownDay?.slots.map((slot) => (
                          <Chip key={slot.inicio} value={slot.inicio} disabled={!slot.disponible} radius="sm">
                            {slot.hora}
                          </Chip>
                        ))}
                      </div>
                    </fieldset>
                  </Chip.Group>
                )}
              />
            </>
          )}
          {errors.fechaInspeccion?.message && (
            <Text size="sm" c="red.8" role="alert" mt="xs">
              {errors.fechaInspeccion.message}
            </Text>
          )}
        </fieldset>
      )}
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
