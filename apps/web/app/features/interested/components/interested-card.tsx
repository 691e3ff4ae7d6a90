import { Card, Text } from '@mantine/core';
import { formatDate, formatDateTime } from '@motorplaza/domain/shared/format';
import items from '../../../components/list/list-items.module.css';
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
    <Card withBorder radius="md" padding="md" className={items.card} component="article">
      <Text component="h3" fw={700} size="md" m={0}>
        {lead.nombreCompleto}
      </Text>
      <LeadStateBadges lead={lead} now={now} />
      <dl className={items.facts}>
        <dt>DNI</dt>
        <dd>{lead.dni}</dd>
        <dt>Correo</dt>
        <dd>{lead.correo}</dd>
        <dt>Celular</dt>
        <dd>{lead.celular}</dd>
        <dt>Interés</dt>
        <dd>{lead.automovil}</dd>
        <dt>Registro</dt>
        <dd>{formatDateTime(lead.fechaReg)}</dd>
        <dt>Cita</dt>
        <dd>{lead.fechaCita ? formatDate(lead.fechaCita) : 'Sin cita'}</dd>
        <dt>Asesor</dt>
        <dd>{lead.nombreUsuarioAsignado ?? 'Sin asignar'}</dd>
      </dl>
      <LeadRowActions lead={lead} canManage={canManage} canConfirm={canConfirm} onAction={onAction} />
    </Card>
  );
}
