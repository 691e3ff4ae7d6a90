import { Button, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { can } from '@motorplaza/domain/access/can';
import { canActOnLead } from '@motorplaza/domain/access/lead-ownership';
import { INTERESTED_MESSAGES, type Interested } from '@motorplaza/domain/leads/interested.schema';
import { LEAD_EVENT_LABELS, LEAD_ORIGIN_LABELS } from '@motorplaza/domain/leads/lead-pipeline';
import { leadState } from '@motorplaza/domain/leads/lead-state';
import { firstResponseMs, formatDuration, waitingMs } from '@motorplaza/domain/leads/lead-timing';
import { formatDate, formatDateTime } from '@motorplaza/domain/shared/format';
import { DetailDialog } from '../../../components/list/detail-dialog';
import { DetailFacts } from '../../../components/list/list-cards';
import { useSessionUser } from '../../../lib/use-session-user';
import { useInterested } from '../api/get-interested';
import { ConsentHistory } from './consent-history';
import type { FollowUpKind } from './follow-up-modal';
import { LeadStateBadges } from './lead-badges';
import { LeadFinancingFacts } from './lead-financing';
import { SaleAnswerButtons } from './sale-answer';

interface DetailModalProps {
  readonly idInteresado: number | null;
  readonly opened: boolean;
  readonly canManage: boolean;
  readonly now: Date;
  readonly onClose: () => void;
  /** 'Cambiar Estado' switches to the state modal (spec 001 §2.6). */
  readonly onChangeState: (lead: Interested) => void;
  readonly onFollowUp: (kind: FollowUpKind, lead: Interested) => void;
}

/** 'Detalles del Cliente Interesado' (spec 001 §2.6): read-only, with the lead's timeline. */
export function DetailModal({
  idInteresado,
  opened,
  canManage,
  now,
  onClose,
  onChangeState,
  onFollowUp,
}: DetailModalProps) {
  const detail = useInterested(opened ? idInteresado : null);
  const lead = detail.data?.interesado;
  const response = lead ? firstResponseMs(lead) : null;
  const waited = lead ? waitingMs(lead, now) : null;
  const state = lead ? leadState(lead) : null;
  const user = useSessionUser();
  const canConfirm = can(user, 'interested.confirmSale');

  return (
    <DetailDialog
      opened={opened}
      onClose={onClose}
      title="Detalles del Cliente Interesado"
      size="lg"
      failure={detail.isError ? INTERESTED_MESSAGES.loadFailed : null}
      loading={!lead}
    >
      {lead && (
        <Stack gap="md">
          <div>
            <Title order={3} size="h4">
              {lead.nombreCompleto}
            </Title>
            <LeadStateBadges lead={lead} now={now} />
          </div>
          <DetailFacts>
            <dt>ID</dt>
            <dd>{lead.idInteresado}</dd>
            <dt>DNI</dt>
            <dd>{lead.dni}</dd>
            <dt>Correo</dt>
            <dd>{lead.correo}</dd>
            <dt>Celular</dt>
            <dd>{lead.celular}</dd>
            <dt>Automóvil</dt>
            <dd>{lead.automovil}</dd>
            <dt>Tag</dt>
            <dd>{lead.tag ?? '—'}</dd>
            <dt>Origen</dt>
            <dd>{LEAD_ORIGIN_LABELS[lead.origen]}</dd>
            <dt>Fecha registro</dt>
            <dd>{formatDateTime(lead.fechaReg)}</dd>
            <dt>Fecha cita</dt>
            <dd>{lead.fechaCita ? formatDate(lead.fechaCita) : 'Sin cita'}</dd>
            <dt>Publicidad</dt>
            <dd>{lead.consentimientoMarketing ? 'Acepta recibir ofertas' : 'No acepta'}</dd>
            <dt>Comentarios</dt>
            <dd>{lead.comentarios ?? 'Sin comentarios'}</dd>
            <dt>Asesor asignado</dt>
            <dd>{lead.nombreUsuarioAsignado ?? 'Sin asignar'}</dd>
            <dt>Atendido por</dt>
            <dd>{lead.nombreUsuarioAtencion ?? 'No asignado'}</dd>
            <dt>Fecha atención</dt>
            <dd>{lead.fechaAtencion ? formatDateTime(lead.fechaAtencion) : '—'}</dd>
            <dt>Primera respuesta</dt>
            <dd>{response === null ? 'Sin respuesta aún' : `a los ${formatDuration(response)}`}</dd>
            {waited !== null && (
              <>
                <dt>En espera</dt>
                <dd>{formatDuration(waited)}</dd>
              </>
            )}
          </DetailFacts>
          <div>
            <Title order={4} size="h5" mb="xs">
              Historial
            </Title>
            {detail.data?.eventos.length === 0 && (
              <Text size="sm" c="dimmed">
                Sin eventos registrados
              </Text>
            )}
            <Timeline bulletSize={14} lineWidth={2}>
              {(detail.data?.eventos ?? []).map((event) => (
                <Timeline.Item key={event.id} title={LEAD_EVENT_LABELS[event.tipo]}>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(event.fecha)}
                    {event.usuario ? ` · ${event.usuario}` : ''}
                    {event.usuarioDestino && event.tipo === 'ASIGNADO' ? ` → ${event.usuarioDestino}` : ''}
                  </Text>
                  {event.nota && <Text size="sm">{event.nota}</Text>}
                </Timeline.Item>
              ))}
            </Timeline>
          </div>
          {detail.data?.financiamiento && <LeadFinancingFacts financing={detail.data.financiamiento} />}
          <ConsentHistory records={detail.data?.consentimientos ?? []} />
          <Group justify="flex-end" gap="xs">
            {/* Another asesor's lead is read-only (issue 23, decision 0023). */}
            {canManage && user !== null && canActOnLead(user, lead) && (
              <>
                <Button variant="light" onClick={() => onFollowUp('note', lead)}>
                  Agregar nota
                </Button>
                <Button variant="light" onClick={() => onFollowUp('contact', lead)}>
                  Registrar contacto
                </Button>
                <Button variant="light" onClick={() => onFollowUp('assign', lead)}>
                  Reasignar
                </Button>
                {state === 'VENTA_POR_CONFIRMAR' && canConfirm && <SaleAnswerButtons lead={lead} />}
                {(state === 'PENDIENTE' || state === 'ATENDIDO') && (
                  <Button variant="light" onClick={() => onFollowUp('close', lead)}>
                    Registrar cierre
                  </Button>
                )}
                <Button onClick={() => onChangeState(lead)}>Cambiar Estado</Button>
              </>
            )}
            <Button variant="default" onClick={onClose}>
              Cerrar
            </Button>
          </Group>
        </Stack>
      )}
    </DetailDialog>
  );
}
