import type { SellOfferItem } from '@motorplaza/domain/offers/sell-offer-admin.schema';
import { SELL_OFFER_TRANSITIONS, type SellOfferStatus } from '@motorplaza/domain/offers/sell-offer-rules';
import { IconEye, IconProgressCheck } from '@tabler/icons-react';
import { RowActions } from '../../../components/list/list-cards';
import { RowAction } from '../../../components/list/row-action';

export type OfferRowAction = 'details' | 'state';

export interface OfferRowProps {
  readonly offer: SellOfferItem;
  /** ADMIN or EJECUTIVO with GESTIONAR_INVENTARIO: the state change shows. */
  readonly canManage: boolean;
  readonly onAction: (action: OfferRowAction, offer: SellOfferItem) => void;
}

export function canChangeState(status: SellOfferStatus): boolean {
  return SELL_OFFER_TRANSITIONS[status].length > 0;
}

export function OfferRowActions({ offer, canManage, onAction }: OfferRowProps) {
  const name = offer.codigo ?? `${offer.marca} ${offer.modelo}`;
  return (
    <RowActions>
      <RowAction
        tooltip="Ver detalles"
        label={`Ver detalles de la oferta ${name}`}
        color="navy"
        icon={<IconEye size={18} aria-hidden="true" />}
        onClick={() => onAction('details', offer)}
      />
      {canManage && canChangeState(offer.status) && (
        <RowAction
          tooltip="Cambiar estado"
          label={`Cambiar estado de la oferta ${name}`}
          color="green"
          icon={<IconProgressCheck size={18} aria-hidden="true" />}
          onClick={() => onAction('state', offer)}
        />
      )}
    </RowActions>
  );
}
