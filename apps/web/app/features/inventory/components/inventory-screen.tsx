import { Button } from '@mantine/core';
import { can } from '@motorplaza/domain/access/can';
import { resultsSummary } from '@motorplaza/domain/shared/list-messages';
import { pageInfo } from '@motorplaza/domain/shared/list-page';
import type { AdminVehicle, AdminVehicleListQuery } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { statusColor } from '@motorplaza/domain/vehicles/inventory-card';
import { INVENTORY_PAGING } from '@motorplaza/domain/vehicles/inventory-page';
import { statsFromListTotal } from '@motorplaza/domain/vehicles/inventory-stats';
import {
  DEFAULT_VEHICLE_STATUS,
  VEHICLE_STATUS_LABELS,
  type VehicleStatus,
} from '@motorplaza/domain/vehicles/status';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { IconCarOff, IconPlus, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { LazyOverlay } from '../../../components/lazy-overlay';
import { ListPanel, ListScreen } from '../../../components/list/list-layout';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListEmpty, ListError, ListLoading } from '../../../components/list/list-states';
import { ResultsSummary } from '../../../components/list/results-summary';
import { vehicleKeys } from '../../../lib/admin-vehicles';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useSessionUser } from '../../../lib/use-session-user';
import { useStatusReport } from '../api/get-status-report';
import { getAllVehicles, useVehiclesPage } from '../api/get-vehicles';
import classes from './inventory.module.css';
import { InventoryCard } from './inventory-card';
import { InventoryHeader } from './inventory-header';
import { InventoryStatsRow } from './inventory-stats-row';
import { InventoryToolbar } from './inventory-toolbar';
import {
  type VehicleAction,
  VehicleActionDialogs,
  type VehicleActionRequest,
} from './vehicle-action-dialogs';

const VehicleFormModal = preloadableLazy(() =>
  import('../../vehicle-form/vehicle-form-modal').then((module) => module.default),
);
const VehicleDetailModal = preloadableLazy(() =>
  import('./vehicle-detail-modal').then((module) => module.VehicleDetailModal),
);
const ArchivedVehiclesModal = preloadableLazy(() =>
  import('./archived-vehicles-modal').then((module) => module.ArchivedVehiclesModal),
);

/** The back-office inventory of /admin/autos and /admin/inicio (spec 001 §2.1). */
export function InventoryScreen() {
  const user = useSessionUser();
  // Each button follows the policy of the call it makes (docs/decisions/0017).
  const canCreate = can(user, 'vehicle.create');
  const canManage =
    can(user, 'vehicle.update') && can(user, 'vehicle.changeStatus') && can(user, 'vehicle.archive');
  const canRestore = can(user, 'vehicle.archived') && can(user, 'vehicle.restore');
  const queryClient = useQueryClient();

  const [estado, setEstado] = useState<VehicleStatus>(DEFAULT_VEHICLE_STATUS);
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const [requestedPage, setRequestedPage] = useState(1);
  const [detail, setDetail] = useState<{ idAuto: number | null; opened: boolean }>({
    idAuto: null,
    opened: false,
  });
  const [form, setForm] = useState<{ idAuto: number | null; opened: boolean }>({
    idAuto: null,
    opened: false,
  });
  const [archivedOpened, setArchivedOpened] = useState(false);
  const [action, setAction] = useState<VehicleActionRequest | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  // The server pages, searches and sorts (docs/decisions/0034); the screen keeps the spec's order.
  const filter = { estado, ...(term ? { q: term } : {}), sort: 'reciente' } as const;
  const query: AdminVehicleListQuery = {
    ...filter,
    page: requestedPage,
    pageSize: INVENTORY_PAGING.pageSize,
  };
  const vehicles = useVehiclesPage(query);
  const report = useStatusReport();
  // spec 001 §8: a failed load marks the list as having no data, a failed reload too: a stale list
  // (and its exports) would pass for the current one.
  const data = vehicles.isError ? null : (vehicles.data ?? null);
  const list = data?.automoviles ?? [];
  const total = data?.total ?? 0;
  const loading = vehicles.isFetching;
  const current = pageInfo(total, data?.page ?? requestedPage, INVENTORY_PAGING);
  // spec 001 §8: when the report fails, the counts come from the loaded list (its total).
  const stats = report.data ?? (report.isError ? statsFromListTotal(estado, total) : null);

  // A page emptied under the user (the last vehicles of the last page archived or sold): go to the
  // new last page instead of showing an empty list that has vehicles.
  const pastTheEnd = data !== null && list.length === 0 && data.total > 0 && data.page > 1;
  useEffect(() => {
    if (pastTheEnd) setRequestedPage(current.totalPages);
  }, [pastTheEnd, current.totalPages]);

  function search() {
    // spec 001 §4: a blank or whitespace-only term is the plain status list.
    setTerm(draft.trim());
    setRequestedPage(1);
  }

  function clearSearch() {
    setDraft('');
    setTerm('');
    setRequestedPage(1);
  }

  function clearSearchFromEmpty() {
    clearSearch();
    // The button goes with the empty state: the focus goes to the top of the list.
    resultsRef.current?.focus();
  }

  function changeEstado(next: VehicleStatus) {
    // spec 001 §4: changing the status filter clears the search term and reloads.
    setEstado(next);
    clearSearch();
  }

  function goToPage(page: number) {
    setRequestedPage(page);
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    resultsRef.current?.focus({ preventScroll: true });
  }

  function refresh() {
    void queryClient.invalidateQueries({ queryKey: vehicleKeys.all });
  }

  function openForm(idAuto: number | null) {
    VehicleFormModal.preload();
    setForm({ idAuto, opened: true });
  }

  function requestAction(kind: VehicleAction, vehicle: AdminVehicle) {
    setAction({ action: kind, vehicle });
  }

  function results() {
    if (vehicles.isPending || pastTheEnd || (vehicles.isError && vehicles.isFetching)) {
      return (
        <ListLoading
          title="Cargando vehículos..."
          text="Por favor espera mientras procesamos la información"
        />
      );
    }
    if (vehicles.isError) {
      return (
        <ListError
          message={term ? VEHICLE_MESSAGES.searchFailed : VEHICLE_MESSAGES.loadFailed}
          onRetry={() => void vehicles.refetch()}
        />
      );
    }
    if (list.length === 0) {
      return (
        <ListEmpty
          icon={<IconCarOff size={48} stroke={1.5} aria-hidden="true" />}
          title="No se encontraron vehículos"
          text="No hay vehículos que coincidan con los criterios de búsqueda."
        >
          {term && (
            <Button
              variant="default"
              leftSection={<IconX size={18} aria-hidden="true" />}
              onClick={clearSearchFromEmpty}
            >
              Limpiar búsqueda
            </Button>
          )}
          {canCreate && (
            <Button
              leftSection={<IconPlus size={18} aria-hidden="true" />}
              onClick={() => openForm(null)}
              aria-haspopup="dialog"
            >
              Añadir primer vehículo
            </Button>
          )}
        </ListEmpty>
      );
    }
    return (
      <>
        <ul className={classes.grid} aria-label="Vehículos">
          {list.map((vehicle, index) => (
            <li key={vehicle.idAuto}>
              <InventoryCard
                vehicle={vehicle}
                canManage={canManage}
                priority={index < 4}
                onOpenDetail={(chosen) => setDetail({ idAuto: chosen.idAuto, opened: true })}
                onEdit={(chosen) => openForm(chosen.idAuto)}
                onAction={requestAction}
              />
            </li>
          ))}
        </ul>
        {current.paginated && (
          <ListPagination current={current} onPage={goToPage} label="Paginación de vehículos" />
        )}
      </>
    );
  }

  return (
    <ListScreen>
      <InventoryHeader
        total={total}
        exportRows={() => getAllVehicles(filter)}
        loading={loading}
        canCreate={canCreate}
        canRestore={canRestore}
        onRefresh={refresh}
        onAdd={() => openForm(null)}
        onShowArchived={() => setArchivedOpened(true)}
      />
      {!vehicles.isPending && total > 0 && stats && <InventoryStatsRow stats={stats} />}
      <ListPanel heading="Listado de vehículos" ref={resultsRef}>
        <InventoryToolbar
          draft={draft}
          estado={estado}
          loading={loading}
          onDraftChange={setDraft}
          onSearch={search}
          onClear={clearSearch}
          onEstadoChange={changeEstado}
        />
        {!vehicles.isPending && !vehicles.isError && (
          <ResultsSummary
            text={resultsSummary(total)}
            badges={[{ label: VEHICLE_STATUS_LABELS[estado], color: statusColor(estado) }]}
          />
        )}
        {results()}
      </ListPanel>

      <VehicleActionDialogs request={action} onClose={() => setAction(null)} />
      <LazyOverlay opened={detail.opened}>
        {(opened) =>
          detail.idAuto !== null && (
            <VehicleDetailModal
              idAuto={detail.idAuto}
              opened={opened}
              onClose={() => setDetail({ ...detail, opened: false })}
            />
          )
        }
      </LazyOverlay>
      <LazyOverlay opened={form.opened}>
        {(opened) => (
          <VehicleFormModal
            idAuto={form.idAuto}
            opened={opened}
            onClose={() => setForm({ ...form, opened: false })}
            onSaved={() => {
              setForm({ ...form, opened: false });
              refresh();
            }}
          />
        )}
      </LazyOverlay>
      <LazyOverlay opened={archivedOpened}>
        {(opened) => <ArchivedVehiclesModal opened={opened} onClose={() => setArchivedOpened(false)} />}
      </LazyOverlay>
    </ListScreen>
  );
}
