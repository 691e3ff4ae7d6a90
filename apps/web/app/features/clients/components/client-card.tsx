import { clientFullName, clientStateLabel } from '@motorplaza/domain/clients/client.schema';
import { formatDate } from '@motorplaza/domain/shared/format';
import { ListCardFacts } from '../../../components/list/list-cards';
import { ClientActions, type ClientActionsProps } from './client-actions';
import classes from './clients.module.css';

/** Spec 001 §2.5 card: header green when active, amber when inactive. */
export function ClientCard({ client, onAction }: ClientActionsProps) {
  return (
    <article className={classes.card} aria-label={clientFullName(client)}>
      <div className={classes.cardHeader} data-estado={client.estado ? 'activo' : 'inactivo'}>
        <h3 className={classes.cardName}>{clientFullName(client)}</h3>
      </div>
      <ListCardFacts>
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
      </ListCardFacts>
      <div className={classes.cardActions}>
        <ClientActions client={client} onAction={onAction} />
      </div>
    </article>
  );
}
