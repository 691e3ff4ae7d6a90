import { ActionIcon, Tooltip } from '@mantine/core';
import type { Interested } from '@motorplaza/domain/leads/interested.schema';
import { IconBrandWhatsapp, IconEye, IconUserCheck } from '@tabler/icons-react';
import items from '../../../components/list/list-items.module.css';
import { leadWhatsAppUrl } from './whatsapp-link';

export type LeadRowAction = 'details' | 'state' | 'whatsapp';

export interface LeadRowProps {
  readonly lead: Interested;
  /** The caller holds GESTIONAR_INTERESADOS: the write actions show. */
  readonly canManage: boolean;
  readonly onAction: (action: LeadRowAction, lead: Interested) => void;
}

/** Spec 001 §2.6: view details and edit state; beyond it, WhatsApp (which records the contact). */
export function LeadRowActions({ lead, canManage, onAction }: LeadRowProps) {
  const name = lead.nombreCompleto;
  return (
    <div className={items.actions}>
      <Tooltip label="Ver detalles">
        <ActionIcon
          variant="light"
          color="navy"
          size="lg"
          aria-label={`Ver detalles de ${name}`}
          aria-haspopup="dialog"
          onClick={() => onAction('details', lead)}
        >
          <IconEye size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {canManage && (
        <>
          <Tooltip label="Registrar atención">
            <ActionIcon
              variant="light"
              color="green"
              size="lg"
              aria-label={`Registrar atención de ${name}`}
              aria-haspopup="dialog"
              onClick={() => onAction('state', lead)}
            >
              <IconUserCheck size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
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
    </div>
  );
}
