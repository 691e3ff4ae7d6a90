import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  COMPLAINT_ADMIN_MESSAGES,
  type ComplaintDetail,
} from '@motorplaza/domain/complaints/complaint-admin.schema';
import { formatDateTime } from '@motorplaza/domain/shared/format';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { DetailDialog } from '../../../components/list/detail-dialog';
import { ApiError } from '../../../lib/api-error';
import { getComplaintPdfUrl, useComplaint } from '../api/get-complaints';
import { SheetView } from '../components/sheet-view';
import classes from './admin.module.css';
import { DeadlineBadge, StatusBadge } from './complaint-badges';

export type ComplaintActionKind = 'attend' | 'answer' | 'reclassify';

interface DetailModalProps {
  readonly idReclamo: number | null;
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly onAction: (kind: ComplaintActionKind, sheet: ComplaintDetail) => void;
}

/** The whole sheet, what only the staff see (the copy's send time), and the actions still open. */
export function DetailModal({ idReclamo, opened, onClose, onAction }: DetailModalProps) {
  const detail = useComplaint(idReclamo);
  const [downloading, setDownloading] = useState(false);
  const sheet = detail.data;
  const open = sheet && sheet.estado !== 'RESPONDIDO';

  async function download(id: number) {
    setDownloading(true);
    try {
      window.location.assign(await getComplaintPdfUrl(id));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Error',
        message: error instanceof ApiError ? error.message : 'No se pudo descargar la hoja.',
      });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <DetailDialog
      opened={opened}
      onClose={onClose}
      title={sheet ? `Hoja de reclamación Nº ${sheet.codigo}` : 'Hoja de reclamación'}
      size="xl"
      failure={detail.isError ? COMPLAINT_ADMIN_MESSAGES.loadFailed : null}
      loading={!sheet}
    >
      {sheet && (
        <Stack gap="md">
          <div className={classes.staffFacts}>
            <StatusBadge estado={sheet.estado} />
            <DeadlineBadge estado={sheet.estado} diasRestantes={sheet.diasRestantes} />
            <Text size="sm" c="dimmed">
              {sheet.copiaEnviadaEn
                ? `Copia enviada al consumidor el ${formatDateTime(sheet.copiaEnviadaEn)}`
                : sheet.correo || sheet.apoderadoCorreo
                  ? 'Copia por correo: en la bandeja de salida'
                  : 'Sin correo: copia entregada en pantalla y PDF'}
            </Text>
          </div>
          <Group gap="xs">
            {sheet.estado === 'PENDIENTE' && (
              <Button variant="light" onClick={() => onAction('attend', sheet)} aria-haspopup="dialog">
                Pasar a «En atención»
              </Button>
            )}
            {open && (
              <Button onClick={() => onAction('answer', sheet)} aria-haspopup="dialog">
                Responder
              </Button>
            )}
            {open && sheet.tipo === 'QUEJA' && (
              <Button variant="light" onClick={() => onAction('reclassify', sheet)} aria-haspopup="dialog">
                Reclasificar como reclamo
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              loading={downloading}
              onClick={() => void download(sheet.idReclamo)}
            >
              Descargar PDF
            </Button>
          </Group>
          <SheetView sheet={sheet} order={2} />
          {sheet.reclasificadoPor && (
            <Text size="sm" c="dimmed">
              Reclasificada por {sheet.reclasificadoPor}.
            </Text>
          )}
        </Stack>
      )}
    </DetailDialog>
  );
}
