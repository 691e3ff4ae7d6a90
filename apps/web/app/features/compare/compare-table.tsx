import type { PublicVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import type { CompareRow } from '@motorplaza/domain/catalog/compare';
import { vehicleFullName } from '@motorplaza/domain/catalog/vehicle-listing';
import { vehiclePhotoSrcSet, vehiclePhotoUrl } from '@motorplaza/domain/photos/photo-files';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './compare.module.css';

interface CompareTableProps {
  readonly cars: readonly PublicVehicle[];
  readonly rows: readonly CompareRow[];
}

/**
 * The cars side by side: one column each, one row per field. A row whose values differ is marked
 * with '≠' and a text for screen readers, not by its colour alone. On a phone the table scrolls
 * sideways inside its own labelled, focusable region while the field names stay in view.
 */
export function CompareTable({ cars, rows }: CompareTableProps) {
  const differing = rows.filter((row) => row.differ).length;
  return (
    // A div with the region role, not a section: the Nu checker asks a section for a heading, and the
    // table's caption names it. Scrolling sideways, it must be reachable by keyboard.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <div className={classes.scroller} role="region" aria-labelledby="tabla-comparacion" tabIndex={0}>
      <table className={classes.table}>
        <caption id="tabla-comparacion" className={classes.caption}>
          {cars.length} autos lado a lado · {differing}{' '}
          {differing === 1 ? 'dato distinto' : 'datos distintos'} marcados con ≠
        </caption>
        <thead>
          <tr>
            <td className={classes.corner} />
            {cars.map((car) => (
              <th key={car.idAuto} scope="col" className={classes.carHead}>
                <Link to={`/info-auto/${car.idAuto}`} className={classes.carLink}>
                  {car.fotoPrincipal ? (
                    <img
                      className={classes.carPhoto}
                      src={vehiclePhotoUrl(car.idAuto, car.fotoPrincipal, 480)}
                      srcSet={vehiclePhotoSrcSet(car.idAuto, car.fotoPrincipal)}
                      sizes="(min-width: 62em) 300px, 45vw"
                      width={480}
                      height={360}
                      alt=""
                    />
                  ) : (
                    <span className={classes.noPhoto}>
                      <IconPhoto size={32} aria-hidden="true" />
                      Sin foto
                    </span>
                  )}
                  <span className={classes.carName}>{vehicleFullName(car)}</span>
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} data-differ={row.differ || undefined}>
              <th scope="row" className={classes.rowHead}>
                {row.differ && (
                  <>
                    <span className={classes.marker} aria-hidden="true">
                      ≠
                    </span>
                    <span className="visually-hidden">Distinto: </span>
                  </>
                )}
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td key={cars[index]?.idAuto ?? index}>{value ?? '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
