import { ActionIcon, Tooltip } from '@mantine/core';
import type { SellOfferItem } from '@motorplaza/domain/offers/sell-offer-admin.schema';
import { SELL_OFFER_TRANSITIONS, type SellOfferStatus } from '@motorplaza/domain/offers/sell-offer-rules';
import { IconEye, IconProgressCheck } from '@tabler/icons-react';
import items from '../../../components/list/list-items.module.css';

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
    <div className={items.actions}>
      <Tooltip label="Ver detalles">
        <ActionIcon
          variant="light"
          color="navy"
          size="lg"
          aria-label={`Ver detalles de la oferta ${name}`}
          aria-haspopup="dialog"
          onClick={() => onAction('details', offer)}
        >
          <IconEye size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {canManage && canChangeState(offer.status) && (
        <Tooltip label="Cambiar estado">
          <ActionIcon
            variant="light"
            color="green"
            size="lg"
            aria-label={`Cambiar estado de la oferta ${name}`}
            aria-haspopup="dialog"
            onClick={() => onAction('state', offer)}
          >
            <IconProgressCheck size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
    </div>
  );
}
