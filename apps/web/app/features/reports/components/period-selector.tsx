import { Button, Select, TextInput } from '@mantine/core';
import {
  PERIOD_PRESETS,
  type PeriodPreset,
  type PeriodState,
  parsePeriodState,
  periodProblem,
  periodStateParams,
  presetPeriod,
} from '@motorplaza/domain/reports/report-period';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import classes from './reports.module.css';

/** The period of a report screen, kept in the page's query string so a reload or a link keeps it. */
export function usePeriodState(): [PeriodState, (next: PeriodState) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parsePeriodState(searchParams), [searchParams]);
  return [state, (next) => setSearchParams(periodStateParams(next), { preventScrollReset: true })];
}

interface PeriodSelectorProps {
  readonly value: PeriodState;
  readonly onChange: (next: PeriodState) => void;
}

/**
 * 'Período': this month, the last 3/6/12 months or a custom range of days ('Desde', 'Hasta',
 * 'Aplicar'); a wrong range says why and changes nothing.
 */
export function PeriodSelector({ value, onChange }: PeriodSelectorProps) {
  const [preset, setPreset] = useState<PeriodPreset>(value.preset);
  const [desde, setDesde] = useState(value.period.desde);
  const [hasta, setHasta] = useState(value.period.hasta);
  const [problem, setProblem] = useState<string | null>(null);
  // The URL changed from elsewhere (back, forward, a link): the fields follow it.
  const valueKey = `${value.preset}|${value.period.desde}|${value.period.hasta}`;
  const [shownKey, setShownKey] = useState(valueKey);
  if (shownKey !== valueKey) {
    setShownKey(valueKey);
    setPreset(value.preset);
    setDesde(value.period.desde);
    setHasta(value.period.hasta);
    setProblem(null);
  }

  function choose(next: PeriodPreset) {
    setPreset(next);
    setProblem(null);
    if (next !== 'rango') onChange({ preset: next, period: presetPeriod(next) });
  }

  function apply() {
    const period = { desde, hasta };
    const error = periodProblem(period);
    setProblem(error);
    if (!error) onChange({ preset: 'rango', period });
  }

  return (
    <div className={classes.period}>
      <Select
        label={REPORT_TEXTS.period}
        data={PERIOD_PRESETS.map((p) => ({ value: p.value, label: p.label }))}
        value={preset}
        onChange={(next) => next && choose(next as PeriodPreset)}
        allowDeselect={false}
        className={classes.periodSelect}
      />
      {preset === 'rango' && (
        <form
          className={classes.periodRange}
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <TextInput
            type="date"
            label={REPORT_TEXTS.desde}
            value={desde}
            onChange={(event) => setDesde(event.currentTarget.value)}
            required
          />
          <TextInput
            type="date"
            label={REPORT_TEXTS.hasta}
            value={hasta}
            onChange={(event) => setHasta(event.currentTarget.value)}
            required
          />
          <Button type="submit" color="navy">
            {REPORT_TEXTS.apply}
          </Button>
          {problem && (
            <p role="alert" className={classes.periodError}>
              {problem}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
