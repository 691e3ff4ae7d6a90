import type { Movement } from '@motorplaza/domain/movements/movement.schema';
import classes from './movements.module.css';

const orDash = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));

function target({ entidad, idEntidad, objetivo }: Movement): string {
  const what = [entidad, idEntidad === null ? null : `#${idEntidad}`].filter(Boolean).join(' ');
  if (objetivo && what) return `${objetivo} (${what})`;
  return objetivo ?? (what || '—');
}

/** What a movement did, beyond its line: the action code, the target, the changes and where it came from. */
export function MovementDetail({ movement, id }: { readonly movement: Movement; readonly id: string }) {
  return (
    <div id={id} className={classes.detail}>
      <dl className={classes.facts}>
        <div>
          <dt>Usuario</dt>
          <dd className={classes.anywhere}>
            {movement.usuario}
            {movement.correoUsuario && (
              <>
                <br />
                {movement.correoUsuario}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Código de acción</dt>
          <dd>
            <code>{orDash(movement.codigo)}</code>
          </dd>
        </div>
        <div>
          <dt>Objetivo</dt>
          <dd>{target(movement)}</dd>
        </div>
        <div>
          <dt>Dirección IP</dt>
          <dd>{orDash(movement.ip)}</dd>
        </div>
        <div>
          <dt>ID de solicitud</dt>
          <dd className={classes.breakAll}>{orDash(movement.requestId)}</dd>
        </div>
        <div className={classes.wide}>
          <dt>Navegador (user agent)</dt>
          <dd className={classes.breakAll}>{orDash(movement.userAgent)}</dd>
        </div>
        <div className={classes.wide}>
          <dt>Cambios</dt>
          <dd>
            {movement.cambios.length === 0 ? (
              'Sin cambios registrados'
            ) : (
              <ul className={classes.changes}>
                {movement.cambios.map((change) => (
                  <li key={change.campo}>
                    <strong>{change.campo}</strong>: {orDash(change.antes)} <span aria-hidden="true">→</span>
                    <span className="visually-hidden">cambió a</span> {orDash(change.despues)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
