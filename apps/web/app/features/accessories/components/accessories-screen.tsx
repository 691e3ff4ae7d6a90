import { ActionIcon, Button, Checkbox, Tooltip } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { can } from '@motorplaza/domain/access/can';
import {
  ACCESSORY_MESSAGES,
  ACCESSORY_PAGING,
  ACCESSORY_SEARCH_MAX,
  type Accessory,
  type AccessoryPageQuery,
} from '@motorplaza/domain/accessories/accessory.schema';
import { pageInfo } from '@motorplaza/domain/shared/list-page';
import { IconPlus, IconPuzzle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { LazyOverlay } from '../../../components/lazy-overlay';
import { ListPanel, ListScreen, ListScreenHeader, ListToolbar } from '../../../components/list/list-layout';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListSearch } from '../../../components/list/list-search';
import { ListEmpty, ListError, ListLoading } from '../../../components/list/list-states';
import { ResultsSummary } from '../../../components/list/results-summary';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useSessionUser } from '../../../lib/use-session-user';
import { useAccessoriesPage } from '../api/get-accessories-page';
import classes from './accessories.module.css';
import { AccessoriesList } from './accessories-list';
import { AccessoryDeleteDialog } from './accessory-delete-dialog';

const AccessoryFormModal = preloadableLazy(() =>
  import('../form/accessory-form-modal').then((module) => module.default),
);

const SEARCH_DEBOUNCE_MS = 300;

/** /admin/accesorios (spec 001 §2.4, §9; docs/decisions/0021-accessories.md). */
export function AccessoriesScreen() {
  const user = useSessionUser();
  // The server refuses writes without the right; the buttons show only when it would accept them.
  const manages = can(user, 'accessory.create');
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const [inactivos, setInactivos] = useState(false);
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ accessory: Accessory | null; opened: boolean; session: number }>({
    accessory: null,
    opened: false,
    session: 0,
  });
  const [deleting, setDeleting] = useState<Accessory | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const [debounced] = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;

  const query: AccessoryPageQuery = {
    ...(term ? { q: term } : {}),
    inactivos,
    page,
    pageSize: ACCESSORY_PAGING.pageSize,
  };
  const accessories = useAccessoriesPage(query);
  const data = accessories.isError ? null : accessories.data;
  const list = data?.accesorios ?? [];
  const current = pageInfo(data?.total ?? 0, data?.page ?? page, ACCESSORY_PAGING);

  const applyTerm = (value: string) => {
    setTerm(value.trim().slice(0, ACCESSORY_SEARCH_MAX));
    setPage(1);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced value searches.
  useEffect(() => {
    if (debounced.trim() !== term) applyTerm(debounced);
  }, [debounced]);

  // A deletion that empties the last page shows the new last page.
  useEffect(() => {
    if (data && data.accesorios.length === 0 && data.total > 0 && page > 1) setPage(current.totalPages);
  }, [data, page, current.totalPages]);

  function clearSearch() {
    setDraft('');
    applyTerm('');
  }

  function goToPage(next: number) {
    setPage(next);
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    resultsRef.current?.focus({ preventScroll: true });
  }

  function openForm(accessory: Accessory | null) {
    AccessoryFormModal.preload();
    setForm((before) => ({ accessory, opened: true, session: before.session + 1 }));
  }

  function results() {
    if (accessories.isPending) return <ListLoading title={ACCESSORY_MESSAGES.loading} />;
    if (accessories.isError) {
      return <ListError message={ACCESSORY_MESSAGES.loadFailed} onRetry={() => void accessories.refetch()} />;
    }
    if (list.length === 0) {
      return (
        <ListEmpty icon={<IconPuzzle size={48} aria-hidden="true" />} title={ACCESSORY_MESSAGES.empty}>
          {term && (
            <Button
              variant="light"
              onClick={() => {
                clearSearch();
                resultsRef.current?.focus();
              }}
            >
              Limpiar búsqueda
            </Button>
          )}
        </ListEmpty>
      );
    }
    return (
      <>
        <AccessoriesList
          accessories={list}
          cards={phone}
          onEdit={manages ? openForm : null}
          onDelete={manages ? setDeleting : null}
        />
        {current.paginated && (
          <ListPagination current={current} onPage={goToPage} label="Paginación de accesorios" />
        )}
      </>
    );
  }

  return (
    <ListScreen>
      <ListScreenHeader
        title={ACCESSORY_MESSAGES.title}
        subtitle="Catálogo de accesorios que se asignan a los vehículos"
      >
        {manages && (
          <Tooltip label={ACCESSORY_MESSAGES.create}>
            <ActionIcon
              size="xl"
              aria-label={ACCESSORY_MESSAGES.create}
              aria-haspopup="dialog"
              onClick={() => openForm(null)}
              onMouseEnter={AccessoryFormModal.preload}
              onFocus={AccessoryFormModal.preload}
            >
              <IconPlus size={22} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        )}
      </ListScreenHeader>
      <ListPanel heading="Listado de accesorios" ref={resultsRef}>
        <ListToolbar>
          <ListSearch
            label={ACCESSORY_MESSAGES.searchLabel}
            placeholder={ACCESSORY_MESSAGES.searchPlaceholder}
            value={draft}
            onChange={setDraft}
            onSearch={() => applyTerm(draft)}
            onClear={clearSearch}
            loading={accessories.isFetching && Boolean(term)}
            maxLength={ACCESSORY_SEARCH_MAX}
          />
          <div className={classes.toolbarEnd}>
            <Checkbox
              label={ACCESSORY_MESSAGES.inactivos}
              description="Incluye los accesorios inactivos"
              checked={inactivos}
              onChange={(event) => {
                setInactivos(event.currentTarget.checked);
                setPage(1);
              }}
            />
          </div>
        </ListToolbar>
        {data && (
          <ResultsSummary
            text={`Mostrando ${list.length} de ${data.total} ${data.total === 1 ? 'accesorio' : 'accesorios'}`}
          />
        )}
        {results()}
      </ListPanel>

      <AccessoryDeleteDialog
        accessory={deleting}
        onClose={() => setDeleting(null)}
        onFinished={() => resultsRef.current?.focus()}
      />
      <LazyOverlay opened={form.opened}>
        {(opened) => (
          <AccessoryFormModal
            accessory={form.accessory}
            session={form.session}
            opened={opened}
            onClose={() => setForm((before) => ({ ...before, opened: false }))}
          />
        )}
      </LazyOverlay>
    </ListScreen>
  );
}
