import { LEAD_ORIGIN_LABELS } from '@motorplaza/domain/leads/lead-pipeline';
import { formatDate, formatDateTime } from '@motorplaza/domain/shared/format';
import { ListCard } from '../../../components/list/list-cards';
import { LeadStateBadges } from './lead-badges';
import { LeadRowActions, type LeadRowProps } from './lead-row-actions';

/** The small-screen card of a lead (spec 001 §2.6: cards on small screens). */
export function InterestedCard({
  lead,
  now,
  canManage,
  canConfirm,
  onAction,
}: LeadRowProps & { readonly now: Date }) {
  return (
    <ListCard
      label={lead.nombreCompleto}
      title={lead.nombreCompleto}
      badge={<LeadStateBadges lead={lead} now={now} />}
      actions={
        <LeadRowActions lead={lead} canManage={canManage} canConfirm={canConfirm} onAction={onAction} />
      }
    >
      <dt>DNI</dt>
      <dd>{lead.dni}</dd>
      <dt>Correo</dt>
      <dd>{lead.correo}</dd>
      <dt>Celular</dt>
      <dd>{lead.celular}</dd>
      <dt>Interés</dt>
      <dd>{lead.automovil}</dd>
      <dt>Origen</dt>
      <dd>{LEAD_ORIGIN_LABELS[lead.origen]}</dd>
      <dt>Registro</dt>
      <dd>{formatDateTime(lead.fechaReg)}</dd>
      <dt>Cita</dt>
      <dd>{lead.fechaCita ? formatDate(lead.fechaCita) : 'Sin cita'}</dd>
      <dt>Asesor</dt>
      <dd>{lead.nombreUsuarioAsignado ?? 'Sin asignar'}</dd>
    </ListCard>
  );
}
