import classes from './users.module.css';

interface UsersStatsProps {
  /** Users on the page shown. */
  readonly shown: number;
  readonly activos: number;
  readonly inactivos: number;
  readonly total: number;
}

/** Spec 001 §2.8 stats panel: Mostrando, Activos, Inactivos, Total (for the search and role chosen). */
export function UsersStats({ shown, activos, inactivos, total }: UsersStatsProps) {
  const items = [
    ['Mostrando', shown],
    ['Activos', activos],
    ['Inactivos', inactivos],
    ['Total', total],
  ] as const;
  return (
    <section aria-label="Estadísticas de usuarios">
      <ul className={classes.stats}>
        {items.map(([label, value]) => (
          <li key={label} className={classes.stat}>
            <span className={classes.statValue}>{value}</span>
            <span className={classes.statLabel}>{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
