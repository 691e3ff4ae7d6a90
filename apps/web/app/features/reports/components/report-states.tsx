import { Button } from '@mantine/core';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { IconChartBar, IconRefresh } from '@tabler/icons-react';
import { ListEmpty, ListError, ListLoading } from '../../../components/list/list-states';

/** A report's loading card ('Cargando datos de ventas...'). */
export function ReportLoading({ text }: { readonly text: string }) {
  return <ListLoading title={text} />;
}

interface ReportErrorProps {
  readonly onRetry: () => void;
  /** 'Error al cargar datos' unless a screen says otherwise. */
  readonly title?: string;
  readonly text?: string;
  readonly retryLabel?: string;
}

/** A report's error card with 'Reintentar' (spec 000 §2, §8); announced as an alert. */
export function ReportError({
  onRetry,
  title = REPORT_TEXTS.loadError,
  text = '',
  retryLabel = REPORT_TEXTS.retry,
}: ReportErrorProps) {
  return <ListError title={title} message={text} onRetry={onRetry} retryLabel={retryLabel} />;
}

interface ReportEmptyProps {
  readonly title: string;
  readonly text?: string;
  /** A button under the text ('Actualizar', 'Intentar nuevamente'). */
  readonly action?: { readonly label: string; readonly onClick: () => void };
}

/** A report without data. */
export function ReportEmpty({ title, text, action }: ReportEmptyProps) {
  return (
    <ListEmpty icon={<IconChartBar size={48} stroke={1.5} aria-hidden="true" />} title={title} text={text}>
      {action && (
        <Button
          variant="outline"
          color="navy"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      )}
    </ListEmpty>
  );
}
