import {
  MARKETING_WITHDRAWAL_ORIGIN_LABELS,
  withdrawalReach,
} from '@motorplaza/domain/legal/marketing-withdrawal';
import { formatDateTime } from '@motorplaza/domain/shared/format';
import { ListCard } from '../../../components/list/list-cards';
import { WithdrawalAction, type WithdrawalRowProps } from './withdrawal-action';
import { WithdrawalStateBadge } from './withdrawal-state-badge';

/** Under 62em: one card per request. */
export function WithdrawalCard({ solicitud, onHandle }: WithdrawalRowProps) {
  return (
    <ListCard
      label={`Solicitud N.º ${solicitud.id}`}
      title={solicitud.correo}
      badge={<WithdrawalStateBadge estado={solicitud.estado} />}
    >
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
    </ListCard>
  );
}
