import { clientFullName, type RegisteredClient } from '@motorplaza/domain/clients/client.schema';
import { IconEdit, IconEye } from '@tabler/icons-react';
import { RowAction } from '../../../components/list/row-action';

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
      <RowAction
        tooltip="Ver detalles"
        label={`Ver detalles de ${name}`}
        color="navy"
        icon={<IconEye size={18} aria-hidden="true" />}
        onClick={() => onAction('view', client)}
      />
      <RowAction
        tooltip="Editar"
        label={`Editar a ${name}`}
        color="navy"
        icon={<IconEdit size={18} aria-hidden="true" />}
        onClick={() => onAction('edit', client)}
      />
    </>
  );
}
