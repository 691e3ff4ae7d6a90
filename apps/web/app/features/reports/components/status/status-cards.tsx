import { formatPercent } from '@motorplaza/domain/reports/report-dashboard';
import type { StatusSummary } from '@motorplaza/domain/reports/report-status';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { IconCar, IconCircleCheck, IconCurrencyDollar, IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './status.module.css';

const T = REPORT_TEXTS.status;

const vehicles = (cantidad: number) => `${cantidad} ${cantidad === 1 ? 'vehículo' : 'vehículos'}`;

interface StatCardProps {
  readonly label: string;
  readonly value: string;
  readonly detail?: string;
  readonly icon: ReactNode;
  readonly tone: string | undefined;
}

function StatCard({ label, value, detail, icon, tone }: StatCardProps) {
  return (
    <li className={classes.card}>
      <span className={`${classes.cardIcon} ${tone}`} aria-hidden="true">
        {icon}
      </span>
      <div className={classes.cardBody}>
        <p className={classes.cardLabel}>{label}</p>
        <p className={classes.cardValue}>{value}</p>
        {detail && <p className={classes.cardDetail}>{detail}</p>}
      </div>
    </li>
  );
}

/** Spec 000 §2: 'Total Vehículos', 'Disponibles', 'Vendidos' and 'Estado Principal' ('N/A' if none). */
export function StatusCards({ summary }: { readonly summary: StatusSummary }) {
  return (
    <ul className={classes.cards}>
      <StatCard
        label={T.total}
        value={String(summary.total)}
        icon={<IconCar size={24} />}
        tone={classes.toneNavy}
      />
      <StatCard
        label={T.disponibles}
        value={String(summary.disponibles.cantidad)}
        detail={`${formatPercent(summary.disponibles.porcentaje)} del total`}
        icon={<IconCircleCheck size={24} />}
        tone={classes.toneGreen}
      />
      <StatCard
        label={T.vendidos}
        value={String(summary.vendidos.cantidad)}
        detail={`${formatPercent(summary.vendidos.porcentaje)} del total`}
        icon={<IconCurrencyDollar size={24} />}
        tone={classes.toneRed}
      />
      <StatCard
        label={T.principal}
        value={summary.principal?.estadoDes ?? T.none}
        detail={vehicles(summary.principal?.cantidad ?? 0)}
        icon={<IconStar size={24} />}
        tone={classes.toneOrange}
      />
    </ul>
  );
}
