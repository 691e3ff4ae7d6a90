import { Button } from '@mantine/core';
import {
  dashboardExportRows,
  dashboardFigures,
  ZERO_KPIS,
} from '@motorplaza/domain/reports/report-dashboard';
import { DASHBOARD_REPORT_EXPORT, REPORT_EXPORT_MESSAGES } from '@motorplaza/domain/reports/report-export';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useId, useMemo } from 'react';
import { ExportButtons } from '../../../../components/export/export-buttons';
import { useDashboardReport } from '../../api/get-dashboard-report';
import { useInventoryReport } from '../../api/get-inventory-report';
import { ReportScreen } from '../report-screen';
import { ReportLoading } from '../report-states';
import reports from '../reports.module.css';
import { AgingSection } from './aging-section';
import classes from './dashboard.module.css';
import { GeneralSummary } from './general-summary';
import { KpiCards } from './kpi-cards';
import { OldestVehicles } from './oldest-vehicles';

const T = REPORT_TEXTS.dashboard;

/** Spec 000 §8 logs a failed dashboard load; the screen also says it in one line (decision 0024). */
function useLoggedError(error: Error | null) {
  useEffect(() => {
    if (error) console.error(REPORT_TEXTS.loadError, error);
  }, [error]);
}

/**
 * /admin/reportes/dashboard (spec 000 §2, decision 0024): the six KPI cards, 'Resumen General' with
 * days supply, and the inventory aging with the ten oldest cars. A failed load leaves the KPIs at zero
 * (spec 000 §8) under a short alert with 'Reintentar'.
 */
export function DashboardScreen() {
  const dashboard = useDashboardReport();
  const inventory = useInventoryReport();
  const kpisHeading = useId();
  useLoggedError(dashboard.error);
  useLoggedError(inventory.error);

  const kpis = dashboard.data?.kpisPrincipales ?? ZERO_KPIS;
  const figures = useMemo(() => dashboardFigures(kpis, inventory.data), [kpis, inventory.data]);
  const exportRows = useMemo(() => dashboardExportRows(kpis, inventory.data), [kpis, inventory.data]);

  const refresh = () => {
    void dashboard.refetch();
    void inventory.refetch();
  };
  const retry = () => {
    if (dashboard.isError) void dashboard.refetch();
    if (inventory.isError) void inventory.refetch();
  };

  return (
    <ReportScreen
      title={T.title}
      subtitle={T.subtitle}
      onRefresh={refresh}
      refreshing={dashboard.isFetching || inventory.isFetching}
      actions={
        <ExportButtons
          definition={DASHBOARD_REPORT_EXPORT}
          rows={exportRows}
          messages={REPORT_EXPORT_MESSAGES}
          formats={['excel', 'pdf']}
          label={`Exportar ${T.title}`}
          disabled={!dashboard.data}
        />
      }
    >
      {dashboard.isPending || inventory.isPending ? (
        <ReportLoading text={T.loading} />
      ) : (
        <>
          {(dashboard.isError || inventory.isError) && (
            <div role="alert" className={classes.errorLine}>
              <IconAlertTriangle size={20} aria-hidden="true" className={classes.errorIcon} />
              <span>{REPORT_TEXTS.loadError}</span>
              <Button
                variant="outline"
                color="navy"
                size="compact-sm"
                leftSection={<IconRefresh size={16} aria-hidden="true" />}
                onClick={retry}
              >
                {REPORT_TEXTS.retry}
              </Button>
            </div>
          )}
          <section className={classes.kpiSection} aria-labelledby={kpisHeading}>
            <h2 id={kpisHeading} className={reports.sectionTitle}>
              {T.kpisTitle}
            </h2>
            <KpiCards figures={figures} />
          </section>
          <GeneralSummary figures={figures} />
          {inventory.data && (
            <div className={classes.inventory}>
              <AgingSection antiguedad={inventory.data.antiguedad} />
              <OldestVehicles vehicles={inventory.data.masAntiguos} />
            </div>
          )}
        </>
      )}
    </ReportScreen>
  );
}
