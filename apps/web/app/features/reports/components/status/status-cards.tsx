import { formatPercent } from '@motorplaza/domain/reports/report-dashboard';
import type { StatusSummary } from '@motorplaza/domain/reports/report-status';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { IconCar, IconCircleCheck, IconCurrencyDollar, IconStar } from '@tabler/icons-react';
import { StatCard, StatCardGrid } from '../../../../components/stat-card/stat-card';

const T = REPORT_TEXTS.status;

const vehicles = (cantidad: number) => `${cantidad} ${cantidad === 1 ? 'vehículo' : 'vehículos'}`;

/** Spec 000 §2: 'Total Vehículos', 'Disponibles', 'Vendidos' and 'Estado Principal' ('N/A' if none). */
export function StatusCards({ summary }: { readonly summary: StatusSummary }) {
  return (
    <StatCardGrid columns={4}>
      <StatCard label={T.total} value={String(summary.total)} icon={<IconCar size={24} />} tone="navy" />
      <StatCard
        label={T.disponibles}
        value={String(summary.disponibles.cantidad)}
        detail={`${formatPercent(summary.disponibles.porcentaje)} del total`}
        icon={<IconCircleCheck size={24} />}
        tone="green"
      />
      <StatCard
        label={T.vendidos}
        value={String(summary.vendidos.cantidad)}
        detail={`${formatPercent(summary.vendidos.porcentaje)} del total`}
        icon={<IconCurrencyDollar size={24} />}
        tone="red"
      />
      <StatCard
        label={T.principal}
        value={summary.principal?.estadoDes ?? T.none}
        detail={vehicles(summary.principal?.cantidad ?? 0)}
        icon={<IconStar size={24} />}
        tone="orange"
      />
    </StatCardGrid>
  );
}
