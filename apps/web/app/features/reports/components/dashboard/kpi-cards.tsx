import type { DashboardFigures } from '@motorplaza/domain/reports/report-dashboard';
import { carCount } from '@motorplaza/domain/reports/report-dashboard';
import type { Trend } from '@motorplaza/domain/reports/report-formulas';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { formatUsd } from '@motorplaza/domain/shared/format';
import {
  IconArrowDownRight,
  IconArrowRight,
  IconArrowUpRight,
  IconBuildingWarehouse,
  IconCar,
  IconCash,
  IconShoppingCart,
  IconTransfer,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatCard, StatCardGrid } from '../../../../components/stat-card/stat-card';
import classes from './dashboard.module.css';

const T = REPORT_TEXTS.dashboard;

const TREND_ICONS: Readonly<Record<Trend, ReactNode>> = {
  up: <IconArrowUpRight size={18} aria-hidden="true" />,
  down: <IconArrowDownRight size={18} aria-hidden="true" />,
  flat: <IconArrowRight size={18} aria-hidden="true" />,
};

/** The arrow of 'Ventas Mes Actual' against last month, with its words for screen readers. */
function TrendArrow({ trend }: { readonly trend: Trend }) {
  return (
    <span className={classes.trend} data-trend={trend} title={T.trend[trend]}>
      {TREND_ICONS[trend]}
      <span className="visually-hidden">{T.trend[trend]}</span>
    </span>
  );
}

/** Spec 000 §2 'Indicadores Principales': the six KPI cards of the dashboard. */
export function KpiCards({ figures }: { readonly figures: DashboardFigures }) {
  const { kpis } = figures;
  return (
    <StatCardGrid columns={3}>
      <StatCard
        labelAs="h3"
        label={T.disponibles}
        value={String(kpis.cantidadVehiculosDisponibles)}
        icon={<IconCar size={24} />}
        tone="green"
        detail={
          <>
            {T.enPiso}: <strong>{kpis.autosDisponiblesEnPiso}</strong> · {T.externos}:{' '}
            <strong>{kpis.autosDisponiblesExternos}</strong>
          </>
        }
      />
      <StatCard
        labelAs="h3"
        label={T.ventasMes}
        value={String(kpis.ventasMesActual)}
        icon={<IconShoppingCart size={24} />}
        tone="blue"
        detail={
          <>
            {T.mesPasado}: <strong>{kpis.ventasMesPasado}</strong>
            <TrendArrow trend={figures.tendencia} />
          </>
        }
      />
      <StatCard
        labelAs="h3"
        label={T.ingresosMes}
        value={formatUsd(kpis.montoVentasMesActual)}
        icon={<IconCash size={24} />}
        tone="navy"
        detail={
          <>
            {T.promedioVenta}: <strong>{formatUsd(figures.promedioVenta)}</strong>
          </>
        }
      />
      <StatCard
        labelAs="h3"
        label={T.clientes}
        value={String(kpis.clientesInteresadosMesActual)}
        icon={<IconUsers size={24} />}
        tone="violet"
        detail={T.esteMes}
      />
      <StatCard
        labelAs="h3"
        label={T.valorInventario}
        value={formatUsd(kpis.valorTotalInventarioDisponible)}
        icon={<IconBuildingWarehouse size={24} />}
        tone="teal"
        detail={`${carCount(kpis.cantidadVehiculosDisponibles)} ${kpis.cantidadVehiculosDisponibles === 1 ? 'disponible' : 'disponibles'}`}
      />
      <StatCard
        labelAs="h3"
        label={T.sellIn}
        value={formatUsd(kpis.ingresosSellinMesActual)}
        icon={<IconTransfer size={24} />}
        tone="orange"
        detail={
          <>
            {T.mesActual}: <strong>{carCount(kpis.cantidadSellinMesActual)}</strong>
          </>
        }
      />
    </StatCardGrid>
  );
}
