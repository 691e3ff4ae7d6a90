import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

interface RowActionProps {
  /** The tooltip ('Ver detalles'). */
  readonly tooltip: string;
  /** The accessible name, naming the row ('Ver detalles de la oferta VA-2026-000012'). */
  readonly label: string;
  readonly color: string;
  readonly icon: ReactNode;
  readonly onClick: () => void;
}

/** An icon-only button of a list row that opens a dialog. */
export function RowAction({ tooltip, label, color, icon, onClick }: RowActionProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon
        variant="light"
        color={color}
        size="lg"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
