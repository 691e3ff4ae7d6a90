import { Badge } from '@mantine/core';
import {
  SELL_OFFER_STATUS_COLORS,
  SELL_OFFER_STATUS_LABELS,
  type SellOfferStatus,
} from '@motorplaza/domain/offers/sell-offer-rules';

export function OfferStatusBadge({ status }: { readonly status: SellOfferStatus }) {
  return (
    <Badge color={SELL_OFFER_STATUS_COLORS[status]} variant="filled" radius="sm" tt="none">
      {SELL_OFFER_STATUS_LABELS[status]}
    </Badge>
  );
}
