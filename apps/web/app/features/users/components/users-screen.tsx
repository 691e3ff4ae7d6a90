import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Role } from '@motorplaza/domain/access/roles';
import {
  type AdminUser,
  USER_ADMIN_MESSAGES,
  USER_SEARCH_MAX,
  USERS_PAGE_SIZE,
  type UserPageQuery,
  type UserStateFilter,
} from '@motorplaza/domain/users/user-admin.schema';
import { ALL_ROLES_LABEL, ROLE_FILTER_OPTIONS } from '@motorplaza/domain/users/user-display';
import { USER_EXPORT } from '@motorplaza/domain/users/user-export';
import { IconPlus, IconRefresh, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButtons } from '../../../components/export/export-buttons';
import { LazyOverlay } from '../../../components/lazy-overlay';
import { ListFilterSelect } from '../../../components/list/list-filter-select';
import { ListScreen, ListScreenHeader } from '../../../components/list/list-layout';
import { ClearFiltersButton, ListEmpty } from '../../../components/list/list-states';
import { PagedListPanel } from '../../../components/list/paged-list';
import { useListControls } from '../../../components/list/use-list-controls';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { getAllUsers } from '../api/get-all-users';
import { useUsersPage } from '../api/get-users-page';
import { userKeys } from '../api/user-keys';
import { UserActionDialogs, type UserStateRequest } from './user-action-dialogs';
import type { UserRowAction } from './user-actions';
import { UserCard } from './user-card';
import classes from './users.module.css';
import { UsersFilterChips } from './users-filter-chips';
import { UsersSelectionBar } from './users-selection-bar';
import { UsersStats } from './users-stats';
import { UsersTable } from './users-table';
import { type UsersView, UsersViewControls } from './users-view-controls';

const UserFormModal = preloadableLazy(() =>
  import('../form/user-form-modal').then((module) => module.default),
);

/** Spec 001 §2.8 "runs on key release": the search waits for a pause in typing. */
const SEARCH_DEBOUNCE_MS = 350;
const PAGING = { pageSize: USERS_PAGE_SIZE, maxLinks: 4 };
const ALL_ROLES = 'todos';
type RoleChoice = Role | typeof ALL_ROLES;
const ROLE_CHOICES = [{ value: ALL_ROLES, label: ALL_ROLES_LABEL }, ...ROLE_FILTER_OPTIONS] as const;

const EXPORT_MESSAGES = {
  failures: {
    excel: 'No se pudo exportar a Excel',
    pdf: 'No se pudo exportar a PDF',
    print: 'No se pudo imprimir el reporte',
  },
};

/** The administrator's user screen of /admin/usuarios (spec 001 §2.8, docs/decisions/0019). */
export function UsersScreen() {
  const queryClient = useQueryClient();
  const [estado, setEstado] = useState<UserStateFilter>('activos');
  const [view, setView] = useState<UsersView>('cards');
  const [selected, setSelected] = useState<ReadonlyMap<number, AdminUser>>(new Map());
  const [form, setForm] = useState<{ idUsuario: number | null; opened: boolean }>({
    idUsuario: null,
    opened: false,
  });
  const [stateRequest, setStateRequest] = useState<UserStateRequest | null>(null);
  // A change of filter starts again on page 1 with nothing selected.
  const controls = useListControls<RoleChoice>({
    initialFilter: ALL_ROLES,
    pageSize: USERS_PAGE_SIZE,
    searchMax: USER_SEARCH_MAX,
    debounceMs: SEARCH_DEBOUNCE_MS,
    onFilterChange: () => setSelected(new Map()),
  });
  const { term, page, resultsRef } = controls;
  const rol = controls.filter === ALL_ROLES ? null : controls.filter;
  // Phones always get the cards: five table columns do not fit 390 px (docs/decisions/0019).
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const shownView: UsersView = phone ? 'cards' : view;

  const query: UserPageQuery = {
    estado,
    ...(term ? { q: term } : {}),
    ...(rol ? { rol } : {}),
    sort: 'nombre',
    page,
    pageSize: USERS_PAGE_SIZE,
  };
  const users = useUsersPage(query);
  const data = users.isError ? null : users.data;
  const list = data?.usuarios ?? [];

  function refresh() {
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
  }

  function openForm(idUsuario: number | null) {
    UserFormModal.preload();
    setForm({ idUsuario, opened: true });
  }

  function select(user: AdminUser, chosen: boolean) {
    setSelected((before) => {
      const next = new Map(before);
      if (chosen) next.set(user.idUsuario, user);
      else next.delete(user.idUsuario);
      return next;
    });
  }

  function selectPage(chosen: boolean) {
    setSelected((before) => {
      const next = new Map(before);
      for (const user of list) {
        if (chosen) next.set(user.idUsuario, user);
        else next.delete(user.idUsuario);
      }
      return next;
    });
  }

  function act(action: UserRowAction, user: AdminUser) {
    if (action === 'edit') openForm(user.idUsuario);
    else setStateRequest({ kind: action, user });
  }

  const selectedOnPage = list.filter((user) => selected.has(user.idUsuario)).length;

  return (
    <ListScreen>
      <ListScreenHeader
        title="Administración de Usuarios"
        subtitle="Gestiona y administra todos los usuarios del sistema"
      >
        <ExportButtons definition={USER_EXPORT} rows={getAllUsers} messages={EXPORT_MESSAGES} />
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => openForm(null)}
          onMouseEnter={UserFormModal.preload}
          onFocus={UserFormModal.preload}
          aria-haspopup="dialog"
        >
          Añadir Usuario
        </Button>
      </ListScreenHeader>
      {data && (
        <UsersStats
          shown={list.length}
          activos={data.counts.activos}
          inactivos={data.counts.inactivos}
          total={data.counts.todos}
        />
      )}
      <PagedListPanel
        state={controls}
        heading="Listado de usuarios"
        query={users}
        data={data}
        rowCount={list.length}
        texts={{
          searchLabel: 'Buscar usuarios',
          searchPlaceholder: USER_ADMIN_MESSAGES.searchPlaceholder,
          loading: 'Cargando usuarios...',
          loadFailed: 'No se pudieron cargar los usuarios',
          pagination: 'Paginación de usuarios',
        }}
        beforeToolbar={
          <UsersViewControls
            estado={estado}
            counts={data?.counts ?? null}
            onEstadoChange={(next) => {
              setEstado(next);
              controls.firstPage();
            }}
            view={phone ? null : view}
            onViewChange={setView}
          />
        }
        filters={
          <>
            <ListFilterSelect<RoleChoice>
              label="Rol"
              options={ROLE_CHOICES}
              value={controls.filter}
              onChange={controls.chooseFilter}
            />
            {controls.isFiltered && (
              <Button variant="default" onClick={controls.clearFilters} style={{ alignSelf: 'flex-end' }}>
                Limpiar filtros
              </Button>
            )}
          </>
        }
        afterToolbar={
          <UsersFilterChips
            rol={rol}
            term={term}
            onRemoveRol={() => controls.chooseFilter(ALL_ROLES)}
            onRemoveTerm={controls.clearSearch}
          />
        }
        summary={({ total }) => ({
          text: `Mostrando ${list.length} de ${total} ${total === 1 ? 'usuario' : 'usuarios'}`,
        })}
        paging={PAGING}
        followLastPage
        empty={
          <ListEmpty icon={<IconUsers size={48} aria-hidden="true" />} title={USER_ADMIN_MESSAGES.empty}>
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} aria-hidden="true" />}
              onClick={refresh}
            >
              Actualizar
            </Button>
            <ClearFiltersButton controls={controls} />
          </ListEmpty>
        }
      >
        <UsersSelectionBar
          pageCount={list.length}
          selectedOnPage={selectedOnPage}
          selected={selected.size}
          onSelectPage={selectPage}
          onActivate={() => setStateRequest({ kind: 'bulk', users: [...selected.values()], estado: true })}
          onDeactivate={() => setStateRequest({ kind: 'bulk', users: [...selected.values()], estado: false })}
          onClear={() => setSelected(new Map())}
        />
        {shownView === 'table' ? (
          <UsersTable
            users={list}
            selected={new Set(selected.keys())}
            onSelect={select}
            onSelectPage={selectPage}
            onAction={act}
          />
        ) : (
          <ul className={classes.grid} aria-label="Usuarios">
            {list.map((user) => (
              <li key={user.idUsuario}>
                <UserCard
                  user={user}
                  selected={selected.has(user.idUsuario)}
                  onSelect={select}
                  onAction={act}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedListPanel>

      <UserActionDialogs
        request={stateRequest}
        onClose={() => setStateRequest(null)}
        onDone={() => setSelected(new Map())}
        onFinished={() => resultsRef.current?.focus()}
      />
      <LazyOverlay opened={form.opened}>
        {(opened) => (
          <UserFormModal
            idUsuario={form.idUsuario}
            opened={opened}
            onClose={() => setForm((before) => ({ ...before, opened: false }))}
            onSaved={refresh}
          />
        )}
      </LazyOverlay>
    </ListScreen>
  );
}
