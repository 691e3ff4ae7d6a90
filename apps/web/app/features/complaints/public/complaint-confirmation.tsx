import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { copyNotice } from '@motorplaza/domain/complaints/complaint-copy';
import {
  COMPLAINT_KIND_LABELS,
  onBehalfOf,
  sheetAddressee,
  termSentence,
} from '@motorplaza/domain/complaints/complaint-texts';
import { formatDateTime } from '@motorplaza/domain/shared/format';
import { IconCircleCheck, IconDownload, IconPrinter, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { SheetView } from '../components/sheet-view';
import type { FiledComplaint } from './complaint-form';
import classes from './public.module.css';

interface ComplaintConfirmationProps {
  readonly filed: FiledComplaint;
  readonly onAnother: () => void;
}

/**
 * After filing: the number, the date and the legal term, the copy's whereabouts, printing and the PDF,
 * and the whole sheet as stored (docs/decisions/0028).
 */
export function ComplaintConfirmation({ filed, onAnother }: ComplaintConfirmationProps) {
  const { sheet, pdf } = filed;
  const heading = useRef<HTMLHeadingElement>(null);
  const kind = COMPLAINT_KIND_LABELS[sheet.tipo].toLowerCase();
  const copyTo = sheet.correo ?? sheet.apoderadoCorreo;

  useEffect(() => {
    heading.current?.focus();
    window.scrollTo({ top: 0 });
    const previous = document.title;
    document.title = `Hoja de reclamación Nº ${sheet.codigo} registrada | Libro de Reclamaciones`;
    return () => {
      document.title = previous;
    };
  }, [sheet.codigo]);

  return (
    <Stack gap="lg">
      <div className={classes.noPrint}>
        <Title order={1} ref={heading} tabIndex={-1} className={classes.focusTitle}>
          Hoja de reclamación registrada
        </Title>
        <div className={classes.success}>
          <IconCircleCheck size={26} aria-hidden="true" className={classes.successIcon} />
          <Stack gap={6}>
            <Text className={classes.successTitle}>Hoja de reclamación Nº {sheet.codigo}</Text>
            <Text>
              Gracias, {sheetAddressee(sheet)}. Registramos tu {kind}
              {onBehalfOf(sheet)} el {formatDateTime(sheet.fecha)} en el libro {sheet.codigoLibro}.
            </Text>
            <Text fw={600}>{termSentence(sheet.fechaLimite)}</Text>
            <Text>{copyNotice(filed.copia, copyTo)}</Text>
          </Stack>
        </div>
        <Group mt="md" gap="sm">
          <Button
            component="a"
            href={pdf}
            download
            leftSection={<IconDownload size={18} aria-hidden="true" />}
          >
            Descargar PDF
          </Button>
          <Button
            variant="default"
            onClick={() => window.print()}
            leftSection={<IconPrinter size={18} aria-hidden="true" />}
          >
            Imprimir
          </Button>
          <Button
            component={Link}
            to="/reclamos/consulta"
            variant="default"
            leftSection={<IconSearch size={18} aria-hidden="true" />}
          >
            Consultar el estado
          </Button>
          <Button variant="subtle" onClick={onAnother}>
            Registrar otra hoja
          </Button>
        </Group>
      </div>
      <div className={classes.printable}>
        <SheetView sheet={sheet} order={2} />
      </div>
    </Stack>
  );
}
