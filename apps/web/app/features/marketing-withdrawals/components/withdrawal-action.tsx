import { Button } from '@mantine/core';
import type { MarketingWithdrawal } from '@motorplaza/domain/legal/marketing-withdrawal.schema';
import { formatDateTime } from '@motorplaza/domain/shared/format';
import { IconCheck } from '@tabler/icons-react';

export interface WithdrawalRowProps {
  readonly solicitud: MarketingWithdrawal;
  /** Absent for a user who may only read. */
  readonly onHandle?: (solicitud: MarketingWithdrawal) => void;
}

/** A pending request's 'Marcar atendida' (for ADMIN and EJECUTIVO), or who handled it and when. */
export function WithdrawalAction({ solicitud, onHandle }: WithdrawalRowProps) {
  if (solicitud.estado === 'ATENDIDA') {
    return (
      <span>
        {solicitud.usuarioAtiende ?? 'Usuario eliminado'}
        {solicitud.atendidoEn ? `, ${formatDateTime(solicitud.atendidoEn)}` : ''}
      </span>
    );
  }
  if (!onHandle) return <span>—</span>;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconCheck size={16} aria-hidden="true" />}
      aria-label={`Marcar como atendida la solicitud N.º ${solicitud.id}`}
      aria-haspopup="dialog"
      onClick={() => onHandle(solicitud)}
    >
      Marcar atendida
    </Button>
  );
}
