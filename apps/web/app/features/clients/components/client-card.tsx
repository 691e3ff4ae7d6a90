import { clientFullName, clientStateLabel } from '@motorplaza/domain/clients/client.schema';
import { formatDate } from '@motorplaza/domain/shared/format';
import { ListCard } from '../../../components/list/list-cards';
import { ClientActions, type ClientActionsProps } from './client-actions';

/** Spec 001 §2.5 card: header green when active, amber when inactive. */
export function ClientCard({ client, onAction }: ClientActionsProps) {
  const name = clientFullName(client);
  return (
    <ListCard
      label={name}
      title={name}
      tone={client.estado ? 'positive' : 'warning'}
      actions={<ClientActions client={client} onAction={onAction} />}
    >
      <dt>DNI</dt>
      <dd>{client.dni}</dd>
      <dt>Correo</dt>
      <dd>{client.correo ?? '—'}</dd>
      <dt>Celular</dt>
      <dd>{client.celular ?? '—'}</dd>
      <dt>Fecha Registro</dt>
      <dd>{formatDate(client.fechaReg)}</dd>
      <dt>Estado</dt>
      <dd>{clientStateLabel(client.estado)}</dd>
    </ListCard>
  );
}
