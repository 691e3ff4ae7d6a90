import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  CLIENT_DEFAULT_PAGE_SIZE,
  CLIENT_MESSAGES,
  CLIENT_PAGE_SIZES,
  CLIENT_SEARCH_MAX,
  type ClientPageQuery,
  type ClientPageSize,
  type ClientStateFilter,
  type RegisteredClient,
} from '@motorplaza/domain/clients/client.schema';
import { CLIENT_EXPORT } from '@motorplaza/domain/clients/client-export';
import { resultsSummary } from '@motorplaza/domain/shared/list-messages';
import { IconPlus, IconRefresh, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButtons } from '../../../components/export/export-buttons';
import { LazyOverlay } from '../../../components/lazy-overlay';
import { ListCards } from '../../../components/list/list-cards';
import { ListFilterSelect } from '../../../components/list/list-filter-select';
import { ListScreen, ListScreenHeader } from '../../../components/list/list-layout';
import { ClearFiltersButton, ListEmpty } from '../../../components/list/list-states';
import { PagedListPanel } from '../../../components/list/paged-list';
import { useListControls } from '../../../components/list/use-list-controls';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { clientKeys } from '../api/client-keys';
import { getAllClients } from '../api/get-all-clients';
import { useClientsPage } from '../api/get-clients-page';
import type { ClientAction } from './client-actions';
import { ClientCard } from './client-card';
import { ClientDetailModal } from './client-detail-modal';
import { ClientsTable } from './clients-table';

const ClientFormModal = preloadableLazy(() =>
  import('../form/client-form-modal').then((module) => module.default),
);

const ALL = 'todos';
type StateChoice = ClientStateFilter | typeof ALL;
/** Spec 001 §2.5: "Todos los estados" (empty), "Activos" (true), "Inactivos" (false). */
const STATE_CHOICES = [
  { value: ALL, label: 'Todos los estados' },
  { value: 'true', label: 'Activos' },
  { value: 'false', label: 'Inactivos' },
] as const;
const STATE_BADGE = {
  [ALL]: { label: 'Todos', color: 'navy.9', keepCase: true },
  true: { label: 'Activos', color: 'green.9', keepCase: true },
  false: { label: 'Inactivos', color: 'red.9', keepCase: true },
} as const;

const EXPORT_MESSAGES = {
  failures: {
    excel: 'No se pudo exportar a Excel',
    pdf: 'No se pudo exportar a PDF',
    print: 'No se pudo imprimir el reporte',
  },
};

/** The registered clients of /admin/clientes (spec 001 §2.5, §9; docs/decisions/0022). */
export function ClientsScreen() {
  const queryClient = useQueryClient();
  const controls = useListControls<StateChoice, ClientPageSize>({
    initialFilter: ALL,
    pageSize: CLIENT_DEFAULT_PAGE_SIZE,
    searchMax: CLIENT_SEARCH_MAX,
  });
  const { filter: estado, term, page, pageSize } = controls;
  const [detailId, setDetailId] = useState<number | null>(null);
  const [form, setForm] = useState<{ idCliente: number | null; opened: boolean }>({
    idCliente: null,
    opened: false,
  });
  const wide = useMediaQuery('(min-width: 62em)') ?? false;

  const query: ClientPageQuery = {
    ...(term ? { q: term } : {}),
    ...(estado === ALL ? {} : { estado }),
    sort: 'reciente',
    page,
    pageSize,
  };
  const clients = useClientsPage(query);
  const data = clients.isError ? null : clients.data;
  const list = data?.clientes ?? [];
  function refresh() {
    void queryClient.invalidateQueries({ queryKey: clientKeys.all });
  }

  function openForm(idCliente: number | null) {
    ClientFormModal.preload();
    setForm({ idCliente, opened: true });
  }

  function act(action: ClientAction, client: RegisteredClient) {
    if (action === 'edit') openForm(client.idCliente);
    else setDetailId(client.idCliente);
  }

  return (
    <ListScreen>
      <ListScreenHeader
        title="Administración de Clientes"
        subtitle="Clientes registrados y propietarios de los vehículos"
      >
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={refresh}
          loading={clients.isFetching && !clients.isPending}
        >
          Actualizar
        </Button>
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => openForm(null)}
          onMouseEnter={ClientFormModal.preload}
          onFocus={ClientFormModal.preload}
          aria-haspopup="dialog"
        >
          Añadir Cliente
        </Button>
        {list.length > 0 && (
          <ExportButtons definition={CLIENT_EXPORT} rows={getAllClients} messages={EXPORT_MESSAGES} />
        )}
      </ListScreenHeader>
      <PagedListPanel
        state={controls}
        heading="Listado de clientes"
        query={clients}
        data={data}
        rowCount={list.length}
        texts={{
          searchLabel: 'Buscar clientes',
          searchPlaceholder: CLIENT_MESSAGES.searchPlaceholder,
          loading: 'Cargando clientes...',
          loadFailed: CLIENT_MESSAGES.loadFailed,
          pagination: 'Paginación de clientes',
        }}
        filters={
          <ListFilterSelect<StateChoice>
            label="Estado"
            options={STATE_CHOICES}
            value={estado}
            onChange={controls.chooseFilter}
          />
        }
        summary={({ total }) => ({
          text: resultsSummary(total),
          badgesLabel: 'Filtro de estado',
          badges: [STATE_BADGE[estado]],
        })}
        pageSizes={CLIENT_PAGE_SIZES}
        empty={
          <ListEmpty
            icon={<IconUsers size={48} aria-hidden="true" />}
            title={CLIENT_MESSAGES.emptyTitle}
            text={controls.isFiltered ? CLIENT_MESSAGES.emptyFiltered : CLIENT_MESSAGES.emptyNone}
          >
            <ClearFiltersButton controls={controls} />
          </ListEmpty>
        }
      >
        {wide ? (
          <ClientsTable clients={list} onAction={act} />
        ) : (
          <ListCards label="Clientes registrados" items={list} keyOf={(client) => client.idCliente}>
            {(client) => <ClientCard client={client} onAction={act} />}
          </ListCards>
        )}
      </PagedListPanel>

      <ClientDetailModal idCliente={detailId} opened={detailId !== null} onClose={() => setDetailId(null)} />
      <LazyOverlay opened={form.opened}>
        {(opened) => (
          <ClientFormModal
            idCliente={form.idCliente}
            opened={opened}
            onClose={() => setForm((before) => ({ ...before, opened: false }))}
            onSaved={refresh}
          />
        )}
      </LazyOverlay>
    </ListScreen>
  );
}
