import { ActionIcon, Button } from '@mantine/core';
import type { Movement } from '@motorplaza/domain/movements/movement.schema';
import { formatDateTime } from '@motorplaza/domain/shared/format';
import { IconChevronDown } from '@tabler/icons-react';
import { Fragment } from 'react';
import { MovementDetail } from './movement-detail';
import classes from './movements.module.css';

interface MovementsResultsProps {
  readonly movements: readonly Movement[];
  readonly expanded: ReadonlySet<number>;
  readonly onToggle: (idLog: number) => void;
  /** The previous page or filter's rows, shown while the new ones load. */
  readonly stale: boolean;
}

const detailName = (movement: Movement) => `Detalle del movimiento ${movement.idLog}`;

/**
 * Spec 001 §2.7 table (ID, Usuario, Movimiento, Fecha) with a detail row per movement; on a phone the
 * same movements as cards. Both are in the page and CSS shows one, so nothing moves on a resize.
 */
export function MovementsResults({ movements, expanded, onToggle, stale }: MovementsResultsProps) {
  return (
    <>
      <div className={classes.tableWrap} data-stale={stale}>
        <table className={classes.table} aria-busy={stale}>
          <caption className="visually-hidden">
            Movimientos de usuarios, del más reciente al más antiguo
          </caption>
          <thead>
            <tr>
              <th scope="col" className={classes.toggleCell}>
                <span className="visually-hidden">Detalle</span>
              </th>
              <th scope="col" className={classes.idCell}>
                ID
              </th>
              <th scope="col">Usuario</th>
              <th scope="col">Movimiento</th>
              <th scope="col">Fecha</th>
            </tr>
          </thead>
          <tbody>
            {movements.map((movement) => {
              const open = expanded.has(movement.idLog);
              const detailId = `movimiento-fila-${movement.idLog}`;
              return (
                <Fragment key={movement.idLog}>
                  <tr className={open ? classes.openRow : undefined}>
                    <td className={classes.toggleCell}>
                      <ActionIcon
                        variant="subtle"
                        color="navy"
                        aria-label={detailName(movement)}
                        aria-expanded={open}
                        aria-controls={open ? detailId : undefined}
                        onClick={() => onToggle(movement.idLog)}
                        className={classes.toggle}
                        data-open={open}
                      >
                        <IconChevronDown size={18} aria-hidden="true" />
                      </ActionIcon>
                    </td>
                    <td className={classes.idCell}>{movement.idLog}</td>
                    <td>{movement.usuario}</td>
                    <td>{movement.accion}</td>
                    <td className={classes.dateCell}>{formatDateTime(movement.fecha)}</td>
                  </tr>
                  {open && (
                    <tr className={classes.detailRow}>
                      <td colSpan={5}>
                        <MovementDetail movement={movement} id={detailId} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className={classes.cards} aria-label="Movimientos" aria-busy={stale} data-stale={stale}>
        {movements.map((movement) => {
          const open = expanded.has(movement.idLog);
          const detailId = `movimiento-tarjeta-${movement.idLog}`;
          return (
            <li key={movement.idLog} className={classes.card}>
              <div className={classes.cardTop}>
                <span className={classes.cardId}>#{movement.idLog}</span>
                <span>{formatDateTime(movement.fecha)}</span>
              </div>
              <p className={classes.cardUser}>{movement.usuario}</p>
              <p className={classes.cardAction}>{movement.accion}</p>
              <Button
                variant="subtle"
                color="navy"
                size="compact-sm"
                aria-label={detailName(movement)}
                aria-expanded={open}
                aria-controls={open ? detailId : undefined}
                onClick={() => onToggle(movement.idLog)}
                rightSection={
                  <IconChevronDown size={16} aria-hidden="true" className={classes.toggle} data-open={open} />
                }
              >
                Detalle
              </Button>
              {open && <MovementDetail movement={movement} id={detailId} />}
            </li>
          );
        })}
      </ul>
    </>
  );
}
