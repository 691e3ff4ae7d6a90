import { Avatar, Table, Text } from '@mantine/core';
import type { Interested } from '@motorplaza/domain/leads/interested.schema';
import { LEAD_ORIGIN_LABELS } from '@motorplaza/domain/leads/lead-pipeline';
import { formatDate, formatDateTime } from '@motorplaza/domain/shared/format';
import classes from './interested.module.css';
import { LeadStateBadges } from './lead-badges';
import { LeadRowActions, type LeadRowProps } from './lead-row-actions';

interface InterestedTableProps extends Omit<LeadRowProps, 'lead'> {
  readonly leads: readonly Interested[];
  readonly now: Date;
}

/** Spec 001 §2.6: Cliente, Contacto, Interés (with the lead's origin, issue 26), Fechas, Estado, Acciones. */
export function InterestedTable({ leads, now, canManage, canConfirm, onAction }: InterestedTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Cliente</Table.Th>
            <Table.Th>Contacto</Table.Th>
            <Table.Th>Interés</Table.Th>
            <Table.Th>Fechas</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => (
            <Table.Tr key={lead.idInteresado}>
              <Table.Td>
                <div className={classes.clientCell}>
                  <Avatar color="navy" radius="xl" aria-hidden="true">
                    {lead.nombreCompleto.charAt(0).toUpperCase()}
                  </Avatar>
                  <div>
                    <Text fw={700} size="sm">
                      {lead.nombreCompleto}
                    </Text>
                    <Text size="xs" c="dimmed">
                      DNI {lead.dni} · ID: {lead.idInteresado}
                    </Text>
                  </div>
                </div>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{lead.correo}</Text>
                <Text size="sm" c="dimmed">
                  {lead.celular}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {lead.automovil}
                </Text>
                <Text size="xs" c="dimmed">
                  {lead.tag ? `Tag ${lead.tag} · ` : ''}Asesor: {lead.nombreUsuarioAsignado ?? 'Sin asignar'}
                </Text>
                <Text size="xs" c="dimmed">
                  Origen: {LEAD_ORIGIN_LABELS[lead.origen]}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">Registro: {formatDateTime(lead.fechaReg)}</Text>
                <Text size="xs" c="dimmed">
                  Cita: {lead.fechaCita ? formatDate(lead.fechaCita) : 'Sin cita'}
                </Text>
              </Table.Td>
              <Table.Td>
                <LeadStateBadges lead={lead} now={now} />
                {lead.nombreUsuarioAtencion && (
                  <Text size="xs" c="dimmed" mt={4}>
                    Atiende: {lead.nombreUsuarioAtencion}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <LeadRowActions
                  lead={lead}
                  canManage={canManage}
                  canConfirm={canConfirm}
                  onAction={onAction}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
