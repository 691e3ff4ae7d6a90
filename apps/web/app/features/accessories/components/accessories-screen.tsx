import { ActionIcon, Checkbox, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { can } from '@motorplaza/domain/access/can';
import {
  ACCESSORY_MESSAGES,
  ACCESSORY_PAGING,
  ACCESSORY_SEARCH_MAX,
  type Accessory,
  type AccessoryPageQuery,
} from '@motorplaza/domain/accessories/accessory.schema';
import { IconPlus, IconPuzzle } from '@tabler/icons-react';
import { useState } from 'react';
import { LazyOverlay } from '../../../components/lazy-overlay';
import { ListScreen, ListScreenHeader } from '../../../components/list/list-layout';
import { ClearSearchButton, ListEmpty } from '../../../components/list/list-states';
import { PagedListPanel } from '../../../components/list/paged-list';
import { useListControls } from '../../../components/list/use-list-controls';
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
  const controls = useListControls<boolean>({
    initialFilter: false,
    pageSize: ACCESSORY_PAGING.pageSize,
    searchMax: ACCESSORY_SEARCH_MAX,
    debounceMs: SEARCH_DEBOUNCE_MS,
  });
  const { filter: inactivos, term, page, resultsRef } = controls;
  const [form, setForm] = useState<{ accessory: Accessory | null; opened: boolean; session: number }>({
    accessory: null,
    opened: false,
    session: 0,
  });
  const [deleting, setDeleting] = useState<Accessory | null>(null);
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

  function openForm(accessory: Accessory | null) {
    AccessoryFormModal.preload();
    setForm((before) => ({ accessory, opened: true, session: before.session + 1 }));
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
      <PagedListPanel
        state={controls}
        heading="Listado de accesorios"
        query={accessories}
        data={data}
        rowCount={list.length}
        texts={{
          searchLabel: ACCESSORY_MESSAGES.searchLabel,
          searchPlaceholder: ACCESSORY_MESSAGES.searchPlaceholder,
          loading: ACCESSORY_MESSAGES.loading,
          loadFailed: ACCESSORY_MESSAGES.loadFailed,
          pagination: 'Paginación de accesorios',
        }}
        filters={
          <div className={classes.toolbarEnd}>
            <Checkbox
              label={ACCESSORY_MESSAGES.inactivos}
              description="Incluye los accesorios inactivos"
              checked={inactivos}
              onChange={(event) => controls.chooseFilter(event.currentTarget.checked)}
            />
          </div>
        }
        summary={({ total }) => ({
          text: `Mostrando ${list.length} de ${total} ${total === 1 ? 'accesorio' : 'accesorios'}`,
        })}
        paging={ACCESSORY_PAGING}
        followLastPage
        empty={
          <ListEmpty icon={<IconPuzzle size={48} aria-hidden="true" />} title={ACCESSORY_MESSAGES.empty}>
            <ClearSearchButton
              term={term}
              onClear={() => {
                controls.clearSearch();
                resultsRef.current?.focus();
              }}
            />
          </ListEmpty>
        }
      >
        <AccessoriesList
          accessories={list}
          cards={phone}
          onEdit={manages ? openForm : null}
          onDelete={manages ? setDeleting : null}
        />
      </PagedListPanel>

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
