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
import { pageInfo } from '@motorplaza/domain/shared/list-page';
import { IconPlus, IconRefresh, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButtons } from '../../../components/export/export-buttons';
import { LazyOverlay } from '../../../components/lazy-overlay';
import { ListCards } from '../../../components/list/list-cards';
import { ListFilterSelect } from '../../../components/list/list-filter-select';
import { ListPanel, ListScreen, ListScreenHeader, ListToolbar } from '../../../components/list/list-layout';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListSearch } from '../../../components/list/list-search';
import { ListEmpty, ListError, ListLoading } from '../../../components/list/list-states';
import { ResultsSummary } from '../../../components/list/results-summary';
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
  const { filter: estado, term, page, pageSize, resultsRef } = controls;
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
  const current = pageInfo(data?.total ?? 0, data?.page ?? page, { pageSize, maxLinks: 5 });
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

  function results() {
    if (clients.isPending) return <ListLoading title="Cargando clientes..." />;
    if (clients.isError) {
      return <ListError message={CLIENT_MESSAGES.loadFailed} onRetry={() => void clients.refetch()} />;
    }
    if (list.length === 0) {
      return (
        <ListEmpty
          icon={<IconUsers size={48} aria-hidden="true" />}
          title={CLIENT_MESSAGES.emptyTitle}
          text={controls.isFiltered ? CLIENT_MESSAGES.emptyFiltered : CLIENT_MESSAGES.emptyNone}
        >
          {controls.isFiltered && (
            <Button variant="light" onClick={controls.clearFilters}>
              Limpiar filtros
            </Button>
          )}
        </ListEmpty>
      );
    }
    return (
      <>
        {wide ? (
          <ClientsTable clients={list} onAction={act} />
        ) : (
          <ListCards label="Clientes registrados" items={list} keyOf={(client) => client.idCliente}>
            {(client) => <ClientCard client={client} onAction={act} />}
          </ListCards>
        )}
        <ListPagination
          current={current}
          onPage={controls.goToPage}
          label="Paginación de clientes"
          pageSize={controls.pageSizeControl(CLIENT_PAGE_SIZES)}
        />
      </>
    );
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
      <ListPanel heading="Listado de clientes" ref={resultsRef}>
        <ListToolbar>
          <ListSearch
            label="Buscar clientes"
            placeholder={CLIENT_MESSAGES.searchPlaceholder}
            {...controls.search}
            loading={clients.isFetching && Boolean(term)}
          />
          <ListFilterSelect<StateChoice>
            label="Estado"
            options={STATE_CHOICES}
            value={estado}
            onChange={controls.chooseFilter}
          />
        </ListToolbar>
        {data && (
          <ResultsSummary
            text={resultsSummary(data.total)}
            badgesLabel="Filtro de estado"
            badges={[STATE_BADGE[estado]]}
          />
        )}
        {results()}
      </ListPanel>

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
