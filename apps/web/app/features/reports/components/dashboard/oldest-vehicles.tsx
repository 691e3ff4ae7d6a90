import type { OldestVehicle } from '@motorplaza/domain/reports/report.schema';
import { OLDEST_VEHICLES_EXPORT, REPORT_EXPORT_MESSAGES } from '@motorplaza/domain/reports/report-export';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { formatDate, formatUsd } from '@motorplaza/domain/shared/format';
import { Link } from 'react-router';
import { ExportButtons } from '../../../../components/export/export-buttons';
import { ReportSection } from '../report-screen';
import reports from '../reports.module.css';
import classes from './dashboard.module.css';

const T = REPORT_TEXTS.dashboard;

/**
 * The ten available cars longest in stock (decision 0024), each linked to its page. The vehicle
 * screen (/admin/autos) opens no detail from its address, so the link is the public /info-auto/{id}.
 */
export function OldestVehicles({ vehicles }: { readonly vehicles: readonly OldestVehicle[] }) {
  return (
    <ReportSection
      title={T.oldestTitle}
      actions={
        <ExportButtons
          definition={OLDEST_VEHICLES_EXPORT}
          rows={vehicles}
          messages={REPORT_EXPORT_MESSAGES}
          formats={['excel', 'pdf']}
          label={`Exportar ${T.oldestTitle}`}
        />
      }
    >
      {vehicles.length === 0 ? (
        <p className={classes.muted}>{T.oldestEmpty}</p>
      ) : (
        <div className={reports.tableWrap}>
          <table className={`${reports.table} ${classes.oldest}`}>
            <caption className="visually-hidden">{T.oldestTitle}</caption>
            <thead>
              <tr>
                <th scope="col">Vehículo</th>
                <th scope="col" className={classes.entryCell}>
                  Ingreso
                </th>
                <th scope="col" className={`${reports.num} ${classes.daysHeader}`}>
                  Días en stock
                </th>
                <th scope="col" className={reports.num}>
                  Precio
                </th>
              </tr>
            </thead>
            <tbody>
              {vehicles.map((vehicle) => (
                <tr key={vehicle.idAuto}>
                  <th scope="row">
                    <Link to={`/info-auto/${vehicle.idAuto}`} className={classes.vehicleLink}>
                      {vehicle.marca} {vehicle.modelo} {vehicle.anioFabricacion}
                    </Link>
                    {vehicle.placa && <span className={classes.plate}>{vehicle.placa}</span>}
                  </th>
                  <td className={classes.entryCell}>{formatDate(vehicle.fechaIng)}</td>
                  <td className={reports.num}>{vehicle.dias}</td>
                  <td className={reports.num}>{formatUsd(vehicle.precio)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ReportSection>
  );
}
