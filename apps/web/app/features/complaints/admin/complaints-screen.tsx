import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { can } from '@motorplaza/domain/access/can';
import {
  COMPLAINT_ADMIN_MESSAGES,
  COMPLAINT_PAGE_SIZE,
  COMPLAINT_PAGE_SIZES,
  COMPLAINT_SEARCH_MAX,
  type ComplaintDetail,
  type ComplaintFilter,
  type ComplaintKindFilter,
  type ComplaintRow,
  type ComplaintSort,
  type ComplaintStateFilter,
} from '@motorplaza/domain/complaints/complaint-admin.schema';
import { COMPLAINT_EXPORT } from '@motorplaza/domain/complaints/complaint-export';
import { IconCalendarEvent, IconFileSearch, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ExportButtons } from '../../../components/export/export-buttons';
import { ListCards } from '../../../components/list/list-cards';
import { ListFilterSelect } from '../../../components/list/list-filter-select';
import { ListScreen, ListScreenHeader } from '../../../components/list/list-layout';
import { ClearSearchButton, ListEmpty } from '../../../components/list/list-states';
import { PagedListPanel } from '../../../components/list/paged-list';
import { useListControls } from '../../../components/list/use-list-controls';
import { ApiError } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/use-session-user';
import { complaintKeys } from '../api/complaint-keys';
import { getAllComplaints, useComplaintPage } from '../api/get-complaints';
import { useSaveComplaint } from '../api/save-complaint';
import { AnswerModal } from './answer-modal';
import { ComplaintCard } from './complaint-card';
import { ComplaintsTable } from './complaints-table';
import { type ComplaintActionKind, DetailModal } from './detail-modal';
import { HolidaysModal } from './holidays-modal';
import { ReclassifyModal } from './reclassify-modal';

const STATE_CHOICES = [
  { value: 'todos', label: 'Todos los estados' },
  { value: 'abiertos', label: 'Sin responder' },
  { value: 'PENDIENTE', label: 'Pendientes' },
  { value: 'EN_ATENCION', label: 'En atención' },
  { value: 'RESPONDIDO', label: 'Respondidos' },
] as const;
const KIND_CHOICES = [
  { value: 'todos', label: 'Reclamos y quejas' },
  { value: 'RECLAMO', label: 'Reclamos' },
  { value: 'QUEJA', label: 'Quejas' },
] as const;
const SORT_CHOICES = [
  { value: 'recientes', label: 'Más recientes' },
  { value: 'antiguos', label: 'Más antiguos' },
  { value: 'vencimiento', label: 'Vencen antes' },
  { value: 'codigo', label: 'Nº de hoja' },
] as const;

const EXPORT_MESSAGES = {
  failures: {
    excel: 'No se pudo exportar a Excel',
    pdf: 'No se pudo exportar a PDF',
    print: 'No se pudo imprimir el libro',
  },
};

/** /admin/reclamos: the staff's complaints book (ADMIN and EJECUTIVO; docs/decisions/0028). */
export function ComplaintsScreen() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const [estado, setEstado] = useState<ComplaintStateFilter>('todos');
  const [tipo, setTipo] = useState<ComplaintKindFilter>('todos');
  const [orden, setOrden] = useState<ComplaintSort>('recientes');
  const controls = useListControls({ pageSize: COMPLAINT_PAGE_SIZE, searchMax: COMPLAINT_SEARCH_MAX });
  const { term, page, pageSize } = controls;
  // The last sheet opened stays loaded while its dialog closes (or hides behind an action's dialog).
  const [detailId, setDetailId] = useState<number | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const [action, setAction] = useState<{ kind: ComplaintActionKind; sheet: ComplaintDetail } | null>(null);
  const [holidaysOpen, setHolidaysOpen] = useState(false);
  const attend = useSaveComplaint();
  const phone = useMediaQuery('(max-width: 62em)') ?? false;

  const filter: ComplaintFilter = { estado, tipo, orden, ...(term ? { q: term } : {}) };
  const complaints = useComplaintPage({ ...filter, page, pageSize });
  const data = complaints.isError ? null : complaints.data;
  const rows = data?.reclamos ?? [];

  function open(row: ComplaintRow) {
    setDetailId(row.idReclamo);
    setDetailOpen(true);
  }

  function confirmAttend(sheet: ComplaintDetail) {
    attend.mutate(
      { kind: 'attend', id: sheet.idReclamo, version: sheet.version },
      {
        onSuccess: (response) => {
          notifications.show({ color: 'green', message: response.message });
          setAction(null);
        },
      },
    );
  }

  const filterSelect = <V extends string>(
    label: string,
    options: readonly { value: V; label: string }[],
    value: V,
    set: (value: V) => void,
  ) => (
    <ListFilterSelect<V>
      label={label}
      options={options}
      value={value}
      onChange={(choice) => {
        set(choice);
        controls.firstPage();
      }}
    />
  );

  return (
    <ListScreen>
      <ListScreenHeader
        title="Libro de Reclamaciones"
        subtitle="Hojas de reclamación del libro virtual y de las tiendas, con su plazo legal de respuesta"
      >
        <ExportButtons
          definition={COMPLAINT_EXPORT}
          rows={() => getAllComplaints(filter)}
          messages={EXPORT_MESSAGES}
        />
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={() => void queryClient.invalidateQueries({ queryKey: complaintKeys.all })}
          disabled={complaints.isFetching}
        >
          Actualizar
        </Button>
        {can(user, 'holiday.list') && (
          <Button
            variant="default"
            leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
            onClick={() => setHolidaysOpen(true)}
            aria-haspopup="dialog"
          >
            Feriados
          </Button>
        )}
      </ListScreenHeader>
      <PagedListPanel
        state={controls}
        heading="Listado de hojas de reclamación"
        query={complaints}
        data={data}
        rowCount={rows.length}
        texts={{
          searchLabel: 'Buscar hojas de reclamación',
          searchPlaceholder: COMPLAINT_ADMIN_MESSAGES.searchPlaceholder,
          loading: 'Cargando hojas de reclamación...',
          loadFailed: COMPLAINT_ADMIN_MESSAGES.loadFailed,
          pagination: 'Paginación de hojas de reclamación',
        }}
        filters={
          <>
            {filterSelect('Estado', STATE_CHOICES, estado, setEstado)}
            {filterSelect('Tipo', KIND_CHOICES, tipo, setTipo)}
            {filterSelect('Ordenar por', SORT_CHOICES, orden, setOrden)}
          </>
        }
        pageSizes={COMPLAINT_PAGE_SIZES}
        empty={
          <ListEmpty
            icon={<IconFileSearch size={48} aria-hidden="true" />}
            title="No se encontraron hojas de reclamación"
          >
            <ClearSearchButton term={term} onClear={controls.clearSearch} />
          </ListEmpty>
        }
      >
        {phone ? (
          <ListCards label="Hojas de reclamación" items={rows} keyOf={(row) => row.idReclamo}>
            {(row) => <ComplaintCard row={row} onOpen={open} />}
          </ListCards>
        ) : (
          <ComplaintsTable rows={rows} onOpen={open} />
        )}
      </PagedListPanel>

      <DetailModal
        idReclamo={detailId}
        opened={detailOpen && action === null}
        onClose={() => setDetailOpen(false)}
        onAction={(kind, sheet) => {
          attend.reset();
          setAction({ kind, sheet });
        }}
      />
      <ConfirmDialog
        opened={action?.kind === 'attend'}
        title="Pasar a «En atención»"
        message={`La hoja Nº ${action?.sheet.codigo ?? ''} queda en atención: el plazo de respuesta sigue corriendo.`}
        confirmLabel="Pasar a «En atención»"
        pending={attend.isPending}
        error={
          attend.error
            ? attend.error instanceof ApiError
              ? attend.error.message
              : 'No se pudo guardar.'
            : null
        }
        onConfirm={() => action && confirmAttend(action.sheet)}
        onClose={() => setAction(null)}
      />
      <AnswerModal sheet={action?.kind === 'answer' ? action.sheet : null} onClose={() => setAction(null)} />
      <ReclassifyModal
        sheet={action?.kind === 'reclassify' ? action.sheet : null}
        onClose={() => setAction(null)}
      />
      <HolidaysModal opened={holidaysOpen} onClose={() => setHolidaysOpen(false)} />
    </ListScreen>
  );
}
