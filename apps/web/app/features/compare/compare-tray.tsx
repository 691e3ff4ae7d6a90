import { COMPARE_MAX, COMPARE_MIN, compareUrl } from '@motorplaza/domain/catalog/compare';
import { IconScale, IconX } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import buttons from '../../components/buttons.module.css';
import { clearCompared, toggleCompared, useSavedCars } from '../../lib/saved-cars';
import classes from './compare.module.css';

/**
 * The cars chosen with 'Comparar', at the bottom of every page once there is one: their names (each
 * removable), 'Comparar' once two are chosen, and the notice when a fourth is refused. Fixed, so it
 * appears after hydration without moving the page; hidden on the comparison itself.
 */
export function CompareTray() {
  const { comparar, aviso } = useSavedCars();
  const { pathname } = useLocation();
  if ((comparar.length === 0 && !aviso) || pathname === '/comparar') return null;
  const ready = comparar.length >= COMPARE_MIN;
  return (
    <section className={classes.tray} aria-label="Autos para comparar">
      <div className={classes.trayHead}>
        <IconScale size={20} aria-hidden="true" />
        <strong>
          Comparar ({comparar.length}/{COMPARE_MAX})
        </strong>
        <button type="button" className={classes.trayClear} onClick={clearCompared}>
          Limpiar
        </button>
      </div>
      <ul className={classes.trayList}>
        {comparar.map((car) => (
          <li key={car.idAuto} className={classes.trayItem}>
            <span className={classes.trayName}>{car.nombre}</span>
            <button
              type="button"
              className={classes.trayRemove}
              aria-label={`Quitar ${car.nombre} de la comparación`}
              onClick={() => toggleCompared(car)}
            >
              <IconX size={16} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {aviso && (
        <p role="alert" className={classes.trayNotice}>
          {aviso}
        </p>
      )}
      {ready ? (
        <Link to={compareUrl(comparar.map((car) => car.idAuto))} className={buttons.button} data-radius="xl">
          Comparar autos
        </Link>
      ) : (
        <p className={classes.trayHint}>Elige al menos {COMPARE_MIN} autos para compararlos.</p>
      )}
    </section>
  );
}
