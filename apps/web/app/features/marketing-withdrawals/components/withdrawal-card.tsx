import {
  MARKETING_WITHDRAWAL_ORIGIN_LABELS,
  withdrawalReach,
} from '@motorplaza/domain/legal/marketing-withdrawal';
import { formatDateTime } from '@motorplaza/domain/shared/format';
import { WithdrawalAction, type WithdrawalRowProps } from './withdrawal-action';
import { WithdrawalStateBadge } from './withdrawal-state-badge';
import classes from './withdrawals.module.css';

/** Under 62em: one card per request. */
export function WithdrawalCard({ solicitud, onHandle }: WithdrawalRowProps) {
  return (
    <article className={classes.card} aria-label={`Solicitud N.º ${solicitud.id}`}>
      <div className={classes.cardHeader}>
        <h3 className={classes.cardTitle}>{solicitud.correo}</h3>
        <WithdrawalStateBadge estado={solicitud.estado} />
      </div>
      <dl className={classes.cardBody}>
        <dt>N.º</dt>
        <dd>{solicitud.id}</dd>
        <dt>DNI</dt>
        <dd>{solicitud.dni ?? '—'}</dd>
        <dt>Origen</dt>
        <dd>{MARKETING_WITHDRAWAL_ORIGIN_LABELS[solicitud.origen]}</dd>
        <dt>Alcance</dt>
        <dd>{withdrawalReach(solicitud.interesados, solicitud.ofertas)}</dd>
        <dt>Fecha</dt>
        <dd>{formatDateTime(solicitud.creadoEn)}</dd>
        <dt>Atención</dt>
        <dd>
          <WithdrawalAction solicitud={solicitud} onHandle={onHandle} />
        </dd>
      </dl>
    </article>
  );
}
