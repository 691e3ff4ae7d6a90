import { Button } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { Role } from '@motorplaza/domain/access/roles';
import { pageInfo } from '@motorplaza/domain/shared/list-page';
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
import { useEffect, useRef, useState } from 'react';
import { ExportButtons } from '../../../components/export/export-buttons';
import { LazyOverlay } from '../../../components/lazy-overlay';
import { ListFilterSelect } from '../../../components/list/list-filter-select';
import { ListPanel, ListScreen, ListScreenHeader, ListToolbar } from '../../../components/list/list-layout';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListSearch } from '../../../components/list/list-search';
import { ListEmpty, ListError, ListLoading } from '../../../components/list/list-states';
import { ResultsSummary } from '../../../components/list/results-summary';
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
  const [rol, setRol] = useState<Role | null>(null);
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [view, setView] = useState<UsersView>('cards');
  const [selected, setSelected] = useState<ReadonlyMap<number, AdminUser>>(new Map());
  const [form, setForm] = useState<{ idUsuario: number | null; opened: boolean }>({
    idUsuario: null,
    opened: false,
  });
  const [stateRequest, setStateRequest] = useState<UserStateRequest | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const [debounced] = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
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
  const current = pageInfo(data?.total ?? 0, data?.page ?? page, PAGING);

  // A change of filter starts again on page 1 with nothing selected.
  function filtered(apply: () => void) {
    apply();
    setPage(1);
    setSelected(new Map());
  }

  const applyTerm = (value: string) => filtered(() => setTerm(value.trim().slice(0, USER_SEARCH_MAX)));

  // The typed term applies once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced value searches.
  useEffect(() => {
    if (debounced.trim() !== term) applyTerm(debounced);
  }, [debounced]);

  // After a deactivation empties the last page, show the new last page.
  useEffect(() => {
    if (data && data.usuarios.length === 0 && data.total > 0 && page > 1) setPage(current.totalPages);
  }, [data, page, current.totalPages]);

  function clearSearch() {
    setDraft('');
    applyTerm('');
  }

  function clearFilters() {
    setDraft('');
    filtered(() => {
      setTerm('');
      setRol(null);
    });
  }

  function goToPage(next: number) {
    setPage(next);
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    resultsRef.current?.focus({ preventScroll: true });
  }

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
  const filteredBy = Boolean(term || rol);

  function results() {
    if (users.isPending) return <ListLoading title="Cargando usuarios..." />;
    if (users.isError) {
      return <ListError message="No se pudieron cargar los usuarios" onRetry={() => void users.refetch()} />;
    }
    if (list.length === 0) {
      return (
        <ListEmpty icon={<IconUsers size={48} aria-hidden="true" />} title={USER_ADMIN_MESSAGES.empty}>
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
            onClick={refresh}
          >
            Actualizar
          </Button>
          {filteredBy && (
            <Button variant="light" onClick={clearFilters}>
              Limpiar filtros
            </Button>
          )}
        </ListEmpty>
      );
    }
    return (
      <>
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
        {current.paginated && (
          <ListPagination current={current} onPage={goToPage} label="Paginación de usuarios" />
        )}
      </>
    );
  }

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
      <ListPanel heading="Listado de usuarios" ref={resultsRef}>
        <UsersViewControls
          estado={estado}
          counts={data?.counts ?? null}
          onEstadoChange={(next) => filtered(() => setEstado(next))}
          view={phone ? null : view}
          onViewChange={setView}
        />
        <ListToolbar>
          <ListSearch
            label="Buscar usuarios"
            placeholder={USER_ADMIN_MESSAGES.searchPlaceholder}
            value={draft}
            onChange={setDraft}
            onSearch={() => applyTerm(draft)}
            onClear={clearSearch}
            loading={users.isFetching && Boolean(term)}
            maxLength={USER_SEARCH_MAX}
          />
          <ListFilterSelect<RoleChoice>
            label="Rol"
            options={ROLE_CHOICES}
            value={rol ?? ALL_ROLES}
            onChange={(choice) => filtered(() => setRol(choice === ALL_ROLES ? null : choice))}
          />
          {filteredBy && (
            <Button variant="default" onClick={clearFilters} style={{ alignSelf: 'flex-end' }}>
              Limpiar filtros
            </Button>
          )}
        </ListToolbar>
        <UsersFilterChips
          rol={rol}
          term={term}
          onRemoveRol={() => filtered(() => setRol(null))}
          onRemoveTerm={clearSearch}
        />
        {data && (
          <ResultsSummary
            text={`Mostrando ${list.length} de ${data.total} ${data.total === 1 ? 'usuario' : 'usuarios'}`}
          />
        )}
        {results()}
      </ListPanel>

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
