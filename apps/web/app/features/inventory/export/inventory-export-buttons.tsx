import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminVehicle } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { INVENTORY_EXPORT_FILE_NAME } from '@motorplaza/domain/vehicles/inventory-export';
import { IconFileSpreadsheet, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadBlob } from './download-blob';
import { loadExportLogo } from './export-logo';

export interface InventoryExportButtonsProps {
  readonly vehicles: readonly AdminVehicle[];
}

type ExportKind = 'excel' | 'pdf' | 'print';

const FAILURES: Record<ExportKind, string> = {
  excel: 'No se pudo exportar a Excel',
  pdf: 'No se pudo exportar a PDF',
  print: 'No se pudo imprimir el reporte',
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Excel, PDF and print exports of the listed vehicles (spec 001 §9). The builders and their
 * libraries (exceljs, jsPDF) load only when a button is pressed. An empty list exports nothing.
 */
export function InventoryExportButtons({ vehicles }: InventoryExportButtonsProps) {
  const [running, setRunning] = useState<ExportKind | null>(null);
  const disabled = vehicles.length === 0 || running !== null;

  async function run(kind: ExportKind) {
    if (vehicles.length === 0) return;
    setRunning(kind);
    try {
      const now = new Date();
      if (kind === 'print') {
        const { inventoryPrintHtml, printHtml } = await import('./inventory-print');
        printHtml(inventoryPrintHtml({ vehicles, now }, window.location.origin));
      } else if (kind === 'excel') {
        const [{ buildInventoryXlsx }, logo] = await Promise.all([
          import('./inventory-xlsx'),
          loadExportLogo(),
        ]);
        const bytes = await buildInventoryXlsx({ vehicles, now, logo });
        downloadBlob(new Blob([bytes], { type: XLSX_TYPE }), `${INVENTORY_EXPORT_FILE_NAME}.xlsx`);
      } else {
        const [{ buildInventoryPdf }, logo] = await Promise.all([
          import('./inventory-pdf'),
          loadExportLogo(),
        ]);
        const bytes = buildInventoryPdf({ vehicles, now, logo });
        downloadBlob(new Blob([bytes], { type: 'application/pdf' }), `${INVENTORY_EXPORT_FILE_NAME}.pdf`);
      }
    } catch (error) {
      console.error(error);
      notifications.show({ color: 'red', title: 'Error', message: FAILURES[kind] });
    } finally {
      setRunning(null);
    }
  }

  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
        disabled={disabled}
        loading={running === 'excel'}
        onClick={() => run('excel')}
      >
        Excel
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
        disabled={disabled}
        loading={running === 'pdf'}
        onClick={() => run('pdf')}
      >
        PDF
      </Button>
      <Button
        variant="default"
        leftSection={<IconPrinter size={18} aria-hidden="true" />}
        disabled={disabled}
        loading={running === 'print'}
        onClick={() => run('print')}
      >
        Imprimir
      </Button>
    </Group>
  );
}

export default InventoryExportButtons;
