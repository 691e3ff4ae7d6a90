import { Badge } from '@mantine/core';
import {
  MARKETING_WITHDRAWAL_STATE_LABELS,
  type MarketingWithdrawalState,
} from '@motorplaza/domain/legal/marketing-withdrawal';

/** 'Pendiente' (amber, dark text) or 'Atendida' (deep green): both keep AA contrast. */
export function WithdrawalStateBadge({ estado }: { readonly estado: MarketingWithdrawalState }) {
  return (
    <Badge
      color={estado === 'ATENDIDA' ? 'green.9' : 'yellow.5'}
      c={estado === 'ATENDIDA' ? undefined : 'dark.9'}
      variant="filled"
      tt="none"
    >
      {MARKETING_WITHDRAWAL_STATE_LABELS[estado]}
    </Badge>
  );
}
