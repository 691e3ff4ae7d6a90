import { Alert, Button, Chip, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import type { InspectionSite } from '@motorplaza/domain/offers/sell-offer-rules';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { RadioCardContent } from '../../components/form/radio-card-content';
import classes from './sell.module.css';
import { dayChip } from './slot-format';
import type { useSchedule } from './use-schedule';

interface SlotPickerProps {
  readonly schedule: ReturnType<typeof useSchedule>;
  readonly sede: InspectionSite | undefined;
  readonly onSede: (sede: InspectionSite) => void;
  readonly fecha: string | undefined;
  readonly onFecha: (fecha: string) => void;
  readonly onBlur?: () => void;
  readonly sedeError?: string | undefined;
  readonly fechaError?: string | undefined;
  /** A slot shown as taken though the schedule counts it free (the seller's own, when moving). */
  readonly current?: { readonly sede: InspectionSite; readonly inicio: string } | null;
  /** The words of another kind of appointment (a test drive); the inspection's by default. */
  readonly texts?: SlotTexts;
}

export interface SlotTexts {
  readonly loading: string;
  readonly site: string;
  readonly siteDescription: string;
  readonly when: string;
}

const INSPECTION_TEXTS: SlotTexts = {
  loading: 'Cargando horarios de inspección...',
  site: '¿Dónde inspeccionamos tu auto?',
  siteDescription: 'La inspección dura unos 45 minutos.',
  when: 'Día y hora de la inspección',
};

/**
 * The store and the day and hour of an inspection (decision 0027): the sell form's step 5 and the
 * seller's move from the look-up page (decision 0043); with `texts`, a test drive's (issue 26). Full
 * slots are shown disabled.
 */
export function SlotPicker(props: SlotPickerProps) {
  const { schedule, sede, fecha, current, texts = INSPECTION_TEXTS } = props;
  const [day, setDay] = useState<string | null>(null);
  const state = schedule.state;
  const site = state.status === 'ready' ? state.schedule.sedes.find((item) => item.sede === sede) : undefined;
  const isCurrent = (inicio: string) =>
    Boolean(current && current.sede === sede && Date.parse(current.inicio) === Date.parse(inicio));
  const free = (slot: { inicio: string; disponible: boolean }) => slot.disponible && !isCurrent(slot.inicio);
  const days = site?.dias.filter((item) => item.slots.some(free)) ?? [];
  const shownDay =
    days.find((item) => item.fecha === day) ??
    days.find((item) => item.slots.some((s) => s.inicio === fecha)) ??
    days[0];

  if (state.status === 'loading') {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{texts.loading}</Text>
      </Group>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
        No pudimos cargar los horarios.{' '}
        <Button variant="subtle" size="compact-sm" onClick={schedule.reload}>
          Reintentar
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Radio.Group
        label={texts.site}
        description={texts.siteDescription}
        required
        error={props.sedeError}
        value={sede ?? ''}
        onChange={(value) => {
          props.onSede(value as InspectionSite);
          props.onFecha('');
          setDay(null);
        }}
      >
        <Stack gap="xs" mt="xs">
          {state.schedule.sedes.map((item) => (
            <Radio.Card key={item.sede} value={item.sede} className={classes.siteCard} onBlur={props.onBlur}>
              <RadioCardContent title={item.nombre} description={item.direccion} dimmed />
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {site && (
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{texts.when}</legend>
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
              <Chip.Group value={fecha ?? ''} onChange={(value) => props.onFecha(String(value))}>
                <fieldset className={classes.fieldset}>
                  <legend className={classes.subLegend}>Hora</legend>
                  <div className={classes.timeGrid}>
                    {shownDay?.slots.map((slot) => (
                      <Chip key={slot.inicio} value={slot.inicio} disabled={!free(slot)} radius="sm">
                        {slot.hora}
                      </Chip>
                    ))}
                  </div>
                </fieldset>
              </Chip.Group>
            </>
          )}
          {props.fechaError && (
            <Text size="sm" c="red.8" role="alert" mt="xs">
              {props.fechaError}
            </Text>
          )}
        </fieldset>
      )}
    </Stack>
  );
}
