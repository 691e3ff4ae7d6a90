import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canExport } from '@motorplaza/domain/access/can';
import {
  EXPORT_FORMATS,
  type ExportDefinition,
  type ExportFormat,
  type ExportMessages,
  exportFileName,
} from '@motorplaza/domain/export/export-definition';
import { IconFileSpreadsheet, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useRootData } from '../../lib/root-data';
import { useSessionUser } from '../../lib/use-session-user';
import { type DialogMessage, MessageDialog } from '../message-dialog';
import { downloadBlob } from './download-blob';
import { loadExportLogo } from './export-logo';

export interface ExportButtonsProps<T> {
  readonly definition: ExportDefinition<T>;
  /** The rows to export, or a loader that fetches them when a button is pressed (a list paged by the server). */
  readonly rows: readonly T[] | (() => Promise<readonly T[]>);
  readonly messages: ExportMessages;
  /** While the list loads or a filter changes. */
  readonly disabled?: boolean;
  /** The buttons shown, in this order (the reports show Excel and PDF only); all three by default. */
  readonly formats?: readonly ExportFormat[];
  /**
   * Names the group of buttons for screen readers when a screen has more than one export ('Exportar
   * Autos con más días en stock').
   */
  readonly label?: string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SUCCESS_CLOSE_MS = 2000;

const BUTTONS: { readonly [format in ExportFormat]: { label: string; icon: ReactNode } } = {
  excel: { label: 'Excel', icon: <IconFileSpreadsheet size={18} aria-hidden="true" /> },
  pdf: { label: 'PDF', icon: <IconFileTypePdf size={18} aria-hidden="true" /> },
  print: { label: 'Imprimir', icon: <IconPrinter size={18} aria-hidden="true" /> },
};

/**
 * Excel, PDF and print of a list (spec 001 §9, decisions 0013 and 0020), hidden from users without
 * EXPORTAR_DATOS. The builders and their libraries (exceljs, jsPDF, the PDF font) load only when a button is pressed.
 * An empty list shows the definition's empty message, or exports nothing when it has none.
 */
export function ExportButtons<T>({
  definition,
  rows,
  messages,
  disabled = false,
  formats = EXPORT_FORMATS,
  label,
}: ExportButtonsProps<T>) {
  const user = useSessionUser();
  // The files name the dealership as their author (issue 24), as the site settings call it.
  const company = useRootData().settings.nombreEmpresa;
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [notice, setNotice] = useState<DialogMessage | null>(null);
  if (!canExport(user)) return null;

  const knownEmpty = Array.isArray(rows) && rows.length === 0;
  const unavailable = disabled || running !== null || (knownEmpty && !definition.emptyMessages);

  async function run(format: ExportFormat) {
    setRunning(format);
    try {
      const items = typeof rows === 'function' ? await rows() : rows;
      if (items.length === 0) {
        const empty = definition.emptyMessages;
        if (empty) setNotice({ title: empty.title, text: empty[format], role: 'status' });
        return;
      }
      const now = new Date();
      const fileName = exportFileName(definition, now);
      if (format === 'print') {
        const { printHtml, printDocument } = await import('./print-document');
        printDocument(printHtml(definition, items, now, window.location.origin), definition.title);
        return;
      }
      if (format === 'excel') {
        const [{ buildXlsx }, logo] = await Promise.all([import('./build-xlsx'), loadExportLogo()]);
        const bytes = await buildXlsx(definition, items, now, logo, company);
        downloadBlob(new Blob([bytes], { type: XLSX_TYPE }), `${fileName}.xlsx`);
      } else {
        // The font comes with the builder, so no page loads it before a PDF is asked for (decision 0042).
        const [{ buildPdf, loadPdfFontData }, logo] = await Promise.all([
          import('./build-pdf'),
          loadExportLogo(),
        ]);
        const bytes = buildPdf(definition, items, now, logo, await loadPdfFontData(), company);
        downloadBlob(new Blob([bytes], { type: 'application/pdf' }), `${fileName}.pdf`);
      }
      if (messages.success) {
        notifications.show({
          color: 'green',
          title: messages.success,
          message: `${fileName}.${format === 'excel' ? 'xlsx' : 'pdf'}`,
          autoClose: SUCCESS_CLOSE_MS,
        });
      }
    } catch (error) {
      console.error(error);
      notifications.show({ color: 'red', title: 'Error', message: messages.failures[format] });
    } finally {
      setRunning(null);
    }
  }

  return (
    <>
      <Group gap="xs" role={label ? 'group' : undefined} aria-label={label}>
        {formats.map((format) => {
          const button = BUTTONS[format];
          return (
            <Button
              key={format}
              variant="default"
              leftSection={button.icon}
              disabled={unavailable}
              loading={running === format}
              onClick={() => void run(format)}
            >
              {button.label}
            </Button>
          );
        })}
      </Group>
      <MessageDialog message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
