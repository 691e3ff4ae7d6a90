import { Button, Group, Input, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  creditScenario,
  formatRate,
  formatSoles,
  minimumDownPayment,
  PLAZO_OPTIONS,
  priceInSoles,
  scenarioProblem,
} from '@motorplaza/domain/financing/credit-scenario';
import type { FinancingParams } from '@motorplaza/domain/financing/financing-params';
import { formatUsd } from '@motorplaza/domain/shared/format';
import { IconCalendarStats, IconChevronDown, IconFileCheck } from '@tabler/icons-react';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { CreditDisclosure } from './credit-disclosure';
import classes from './credit-simulator.module.css';

// The schedule and the request form load on first use: the page's first download stays small.
const ScheduleModal = lazy(() => import('./schedule-modal').then((m) => ({ default: m.ScheduleModal })));
const FinancingRequestModal = lazy(() =>
  import('./financing-request-modal').then((m) => ({ default: m.FinancingRequestModal })),
);

interface CreditSimulatorProps {
  readonly idAuto: number;
  readonly precioUsd: number;
  readonly tipoCambio: number;
  readonly params: FinancingParams;
}

const DEFAULT_PLAZO = 36;
const twoDecimals = (value: number) => (Math.round(value * 100) / 100).toFixed(2);
const percent = (value: number) => String(Math.round(value * 100) / 100);
/** A typed amount: digits with an optional decimal point or comma; thousands separators dropped. */
const parseAmount = (text: string) => Number(text.replace(/[\s,]/g, '').replace(/^S\/\.?/i, ''));

/**
 * 'Simula tu crédito' (issue 26): the down payment in soles or as a share of the price (two linked
 * fields), the term, and the result with its TCEA and assumptions beside it. Computed in the browser
 * with the same domain function the server uses for 'Solicitar evaluación'.
 */
export function CreditSimulator({ idAuto, precioUsd, tipoCambio, params }: CreditSimulatorProps) {
  const precioSoles = priceInSoles({ precioUsd, tipoCambio });
  const minimo = minimumDownPayment(params, precioSoles);
  const [inicialText, setInicialText] = useState(twoDecimals(minimo));
  const [porcentajeText, setPorcentajeText] = useState(percent(params.inicialMinima * 100));
  const [plazo, setPlazo] = useState(DEFAULT_PLAZO);
  const [open, setOpen] = useState<'schedule' | 'request' | null>(null);
  // A dialog stays mounted once opened, so closing it can hand the focus back to its button.
  const [loaded, setLoaded] = useState({ schedule: false, request: false });
  const show = (dialog: 'schedule' | 'request') => {
    setLoaded((previous) => ({ ...previous, [dialog]: true }));
    setOpen(dialog);
  };
  const close = () => setOpen(null);
  // A dialog loaded on first use mounts already open, so it cannot know what had the focus: the
  // button that opened it takes the focus back once the dialog has gone.
  const triggers = { schedule: useRef<HTMLButtonElement>(null), request: useRef<HTMLButtonElement>(null) };
  const refocus = (dialog: 'schedule' | 'request') => () => triggers[dialog].current?.focus();
  const titleId = useId();
  const plazoId = useId();

  const inicial = parseAmount(inicialText);
  const problem = scenarioProblem(params, precioSoles, inicial, plazo);
  const scenario = useMemo(
    () => (problem ? null : creditScenario(params, { precioUsd, tipoCambio }, inicial, plazo)),
    [problem, params, precioUsd, tipoCambio, inicial, plazo],
  );

  const onInicial = (text: string) => {
    setInicialText(text);
    const amount = parseAmount(text);
    if (Number.isFinite(amount)) setPorcentajeText(percent((amount / precioSoles) * 100));
  };
  const onPorcentaje = (text: string) => {
    setPorcentajeText(text);
    const share = Number(text.replace(',', '.'));
    if (Number.isFinite(share)) setInicialText(twoDecimals((precioSoles * share) / 100));
  };

  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'lg', md: 'xl' }}
      shadow="xs"
      id="simula-tu-credito"
      aria-labelledby={titleId}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={titleId}>
            Simula tu crédito
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Precio {formatUsd(precioUsd)} · {formatSoles(precioSoles)} (tipo de cambio S/{' '}
            {tipoCambio.toFixed(2)})
          </Text>
        </div>
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label="Cuota inicial (S/)"
            inputMode="decimal"
            value={inicialText}
            onChange={(event) => onInicial(event.currentTarget.value)}
            description={`Mínimo ${formatSoles(minimo)}`}
            error={problem?.field === 'inicial' ? problem.message : undefined}
            errorProps={{ role: 'alert' }}
          />
          <TextInput
            label="Cuota inicial (%)"
            inputMode="decimal"
            value={porcentajeText}
            onChange={(event) => onPorcentaje(event.currentTarget.value)}
            description={`Mínimo ${formatRate(params.inicialMinima).replace(',00', '')}`}
          />
        </Group>
        {/* A native select in Mantine's input: the plain element keeps the page's first download small. */}
        <Input.Wrapper label="Plazo" id={plazoId}>
          <Input
            component="select"
            id={plazoId}
            value={String(plazo)}
            onChange={(event) => setPlazo(Number(event.currentTarget.value))}
            rightSection={<IconChevronDown size={16} aria-hidden="true" />}
            rightSectionPointerEvents="none"
          >
            {PLAZO_OPTIONS.map((months) => (
              <option key={months} value={months}>
                {months} meses
              </option>
            ))}
          </Input>
        </Input.Wrapper>
        {scenario && (
          <>
            <dl className={classes.results} aria-live="polite">
              <div className={`${classes.result} ${classes.main}`}>
                <dt>Cuota mensual</dt>
                <dd>{formatSoles(scenario.cuotaMensual)}</dd>
              </div>
              <div className={classes.result}>
                <dt>TEA</dt>
                <dd>{formatRate(scenario.tea)}</dd>
              </div>
              <div className={classes.result}>
                <dt>TCEA</dt>
                <dd>{formatRate(scenario.tcea)}</dd>
              </div>
              <div className={classes.result}>
                <dt>Monto financiado</dt>
                <dd>{formatSoles(scenario.montoFinanciado)}</dd>
              </div>
              <div className={classes.result}>
                <dt>Intereses totales</dt>
                <dd>{formatSoles(scenario.interesesTotales)}</dd>
              </div>
            </dl>
            <CreditDisclosure params={params} scenario={scenario} />
            <Stack gap="xs">
              <Button
                variant="outline"
                color="navy"
                leftSection={<IconCalendarStats size={18} aria-hidden="true" />}
                ref={triggers.schedule}
                onClick={() => show('schedule')}
              >
                Ver cronograma
              </Button>
              <Button
                leftSection={<IconFileCheck size={18} aria-hidden="true" />}
                ref={triggers.request}
                onClick={() => show('request')}
              >
                Solicitar evaluación
              </Button>
            </Stack>
            <Suspense fallback={null}>
              {loaded.schedule && (
                <ScheduleModal
                  opened={open === 'schedule'}
                  params={params}
                  scenario={scenario}
                  onClose={close}
                  onExited={refocus('schedule')}
                />
              )}
              {loaded.request && (
                <FinancingRequestModal
                  opened={open === 'request'}
                  idAuto={idAuto}
                  params={params}
                  scenario={scenario}
                  onClose={close}
                  onExited={refocus('request')}
                />
              )}
            </Suspense>
          </>
        )}
      </Stack>
    </Paper>
  );
}
