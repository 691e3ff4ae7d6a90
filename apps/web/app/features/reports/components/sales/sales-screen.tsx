import { salesReportResponseSchema } from '@motorplaza/domain/reports/report.schema';
import { SALES_REPORT_EXPORT, salesExportRows } from '@motorplaza/domain/reports/report-export';
import { salesMonths } from '@motorplaza/domain/reports/report-series';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { useEffect, useMemo } from 'react';
import { isInvalidReportAnswer, useReport } from '../../api/use-report';
import { PeriodReportScreen } from '../period-report-screen';
import { usePeriodState } from '../period-selector';
import { ProfitSection } from './profit-section';
import { SalesChart } from './sales-chart';

const TEXTS = REPORT_TEXTS.sales;

/**
 * 'Reporte de Ventas' (spec 000 §2, issue 11): the monthly sales of the chosen period as a two-axis
 * line chart and its table, then the gross profit per unit; Excel and PDF of the months with sales.
 */
export function SalesScreen() {
  const period = usePeriodState();
  const report = useReport({ name: 'ventas', schema: salesReportResponseSchema, period: period[0].period });
  // spec 000 §5: data only when the answer is successful and reporteVentas is not empty.
  const malformed = isInvalidReportAnswer(report.error);
  const data = report.isError ? undefined : report.data;
  const rows = data?.reporteVentas ?? [];
  const months = useMemo(() => (data ? salesMonths(data.reporteVentas, data) : []), [data]);
  const exportRows = useMemo(() => salesExportRows(rows), [rows]);

  useEffect(() => {
    // spec 000 §8: the failure is logged as 'Error al cargar los datos de ventas'.
    if (report.error && !malformed) console.error(TEXTS.requestError, report.error);
  }, [report.error, malformed]);

  return (
    <PeriodReportScreen
      texts={TEXTS}
      period={period}
      report={report}
      rowCount={rows.length}
      exports={{ definition: SALES_REPORT_EXPORT, rows: exportRows }}
      chart={() => <SalesChart months={months} />}
    >
      {rows.length > 0 && <ProfitSection months={months} />}
    </PeriodReportScreen>
  );
}
