import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { canActOnLead } from '@motorplaza/domain/access/lead-ownership';
import type { Interested } from '@motorplaza/domain/leads/interested.schema';
import { LEAD_SALE_TEXTS } from '@motorplaza/domain/leads/lead-sale-rules';
import { leadState } from '@motorplaza/domain/leads/lead-state';
import { IconBrandWhatsapp, IconEye, IconUserCheck } from '@tabler/icons-react';
import { RowActions } from '../../../components/list/list-cards';
import { RowAction } from '../../../components/list/row-action';
import { useSessionUser } from '../../../lib/use-session-user';
import { leadWhatsAppUrl } from './whatsapp-link';

export type LeadRowAction = 'details' | 'state' | 'whatsapp' | 'confirmSale';

export interface LeadRowProps {
  readonly lead: Interested;
  /** The caller holds GESTIONAR_INTERESADOS: the write actions show. */
  readonly canManage: boolean;
  /** A manager: a sale awaiting confirmation shows 'Confirmar venta' (decision 0040). */
  readonly canConfirm: boolean;
  readonly onAction: (action: LeadRowAction, lead: Interested) => void;
}

/** Spec 001 §2.6: view details and edit state; beyond it, WhatsApp (which records the contact). */
export function LeadRowActions({ lead, canManage, canConfirm, onAction }: LeadRowProps) {
  const name = lead.nombreCompleto;
  const user = useSessionUser();
  // Another asesor's lead offers no write action (issue 23, decision 0023).
  const mayAct = canManage && user !== null && canActOnLead(user, lead);
  return (
    <RowActions>
      {canConfirm && leadState(lead) === 'VENTA_POR_CONFIRMAR' && (
        <Button
          size="compact-sm"
          color="orange.9"
          aria-label={`${LEAD_SALE_TEXTS.confirm} de ${name}`}
          onClick={() => onAction('confirmSale', lead)}
        >
          {LEAD_SALE_TEXTS.confirm}
        </Button>
      )}
      <RowAction
        tooltip="Ver detalles"
        label={`Ver detalles de ${name}`}
        color="navy"
        icon={<IconEye size={18} aria-hidden="true" />}
        onClick={() => onAction('details', lead)}
      />
      {mayAct && (
        <>
          <RowAction
            tooltip="Registrar atención"
            label={`Registrar atención de ${name}`}
            color="green"
            icon={<IconUserCheck size={18} aria-hidden="true" />}
            onClick={() => onAction('state', lead)}
          />
          <Tooltip label="Escribir por WhatsApp">
            <ActionIcon
              component="a"
              href={leadWhatsAppUrl(lead)}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              color="green"
              size="lg"
              aria-label={`Escribir por WhatsApp a ${name} (se registra el contacto)`}
              onClick={() => onAction('whatsapp', lead)}
            >
              <IconBrandWhatsapp size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </RowActions>
  );
}
