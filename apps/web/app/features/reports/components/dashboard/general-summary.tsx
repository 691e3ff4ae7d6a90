import {
  type DashboardFigures,
  formatDaysSupply,
  formatPercent,
} from '@motorplaza/domain/reports/report-dashboard';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { formatUsd } from '@motorplaza/domain/shared/format';
import { ReportSection } from '../report-screen';
import classes from './dashboard.module.css';

const T = REPORT_TEXTS.dashboard;

/**
 * Spec 000 §2 'Resumen General' (conversion, rotation, average vehicle value) plus the days supply of
 * issue 11; '—' for days supply when the inventory report did not load.
 */
export function GeneralSummary({ figures }: { readonly figures: DashboardFigures }) {
  const items = [
    { label: T.conversion, value: formatPercent(figures.conversion), hint: undefined },
    { label: T.rotacion, value: formatPercent(figures.rotacion), hint: undefined },
    { label: T.valorPromedio, value: formatUsd(figures.valorPromedio), hint: undefined },
    {
      label: T.diasInventario,
      value: figures.diasInventario === undefined ? '—' : formatDaysSupply(figures.diasInventario),
      hint: T.diasInventarioHint,
    },
  ];
  return (
    <ReportSection title={T.summaryTitle}>
      <dl className={classes.summary}>
        {items.map((item) => (
          <div key={item.label} className={classes.summaryItem}>
            <dt className={classes.summaryLabel}>{item.label}</dt>
            <dd className={classes.summaryValue}>{item.value}</dd>
            {item.hint && <dd className={classes.summaryHint}>{item.hint}</dd>}
          </div>
        ))}
      </dl>
    </ReportSection>
  );
}
