import { ActionIcon, Tooltip } from '@mantine/core';
import { clientFullName, type RegisteredClient } from '@motorplaza/domain/clients/client.schema';
import { IconEdit, IconEye } from '@tabler/icons-react';

export type ClientAction = 'view' | 'edit';

export interface ClientActionsProps {
  readonly client: RegisteredClient;
  readonly onAction: (action: ClientAction, client: RegisteredClient) => void;
}

/** The row's two icon buttons: view details and edit (spec 001 §2.5 "Acciones"). */
export function ClientActions({ client, onAction }: ClientActionsProps) {
  const name = clientFullName(client);
  return (
    <>
      <Tooltip label="Ver detalles">
        <ActionIcon
          variant="light"
          color="navy"
          size="lg"
          aria-label={`Ver detalles de ${name}`}
          aria-haspopup="dialog"
          onClick={() => onAction('view', client)}
        >
          <IconEye size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Editar">
        <ActionIcon
          variant="light"
          color="navy"
          size="lg"
          aria-label={`Editar a ${name}`}
          aria-haspopup="dialog"
          onClick={() => onAction('edit', client)}
        >
          <IconEdit size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
