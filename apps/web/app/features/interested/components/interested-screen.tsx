import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { can } from '@motorplaza/domain/access/can';
import {
  INTERESTED_MESSAGES,
  INTERESTED_PAGE_SIZE,
  INTERESTED_PAGE_SIZES,
  INTERESTED_SEARCH_MAX,
  type Interested,
  type InterestedPageQuery,
  type InterestedStateFilter,
} from '@motorplaza/domain/leads/interested.schema';
import { INTERESTED_EXPORT } from '@motorplaza/domain/leads/interested-export';
import { IconPlus, IconRefresh, IconUserSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ExportButtons } from '../../../components/export/export-buttons';
import { ListFilterSelect } from '../../../components/list/list-filter-select';
import items from '../../../components/list/list-items.module.css';
import { ListScreen, ListScreenHeader } from '../../../components/list/list-layout';
import { ListEmpty, ListError, ListLoading } from '../../../components/list/list-states';
import { PagedListPanel, usePagedListState } from '../../../components/list/paged-list';
import { useSessionUser } from '../../auth/use-session-user';
import { getAllInterested } from '../api/get-all-interested';
import { useInterestedPage } from '../api/get-interested-page';
import { interestedKeys } from '../api/interested-keys';
import { useSaveInterested } from '../api/save-interested';
import { InterestedFormModal } from '../form/interested-form-modal';
import { DetailModal } from './detail-modal';
import { type FollowUpKind, FollowUpModal } from './follow-up-modal';
import { InterestedCard } from './interested-card';
import { InterestedTable } from './interested-table';
import type { LeadRowAction } from './lead-row-actions';
import { StateModal } from './state-modal';

const STATE_CHOICES = [
  { value: 'todos', label: 'Todos los estados' },
  { value: 'activos', label: 'Interesados activos' },
] as const;

const EXPORT_MESSAGES = {
  failures: {
    excel: 'No se pudo exportar a Excel',
    pdf: 'No se pudo exportar a PDF',
    print: 'No se pudo imprimir el reporte',
  },
};

/** The staff screen of /admin/interesados (spec 001 §2.6, docs/decisions/0023). */
export function InterestedScreen() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const canManage = can(user, 'interested.state');
  const list = usePagedListState({ pageSize: INTERESTED_PAGE_SIZE, searchMax: INTERESTED_SEARCH_MAX });
  const [estado, setEstado] = useState<InterestedStateFilter>('todos');
  const [detailId, setDetailId] = useState<number | null>(null);
  const [stateLead, setStateLead] = useState<Interested | null>(null);
  const [followUp, setFollowUp] = useState<{ kind: FollowUpKind; lead: Interested } | null>(null);
  const [adding, setAdding] = useState(false);
  /** The row button that opened a modal: a modal reached from another one returns the focus here. */
  const trigger = useRef<HTMLElement | null>(null);
  const contact = useSaveInterested();
  const phone = useMediaQuery('(max-width: 62em)') ?? false;
  const now = new Date();

  // Spec 001 §5: a new term, filter or page size goes back to page 1.
  const query: InterestedPageQuery = {
    estado,
    ...(list.term ? { q: list.term } : {}),
    page: list.page,
    pageSize: list.pageSize,
  };
  const leads = useInterestedPage(query);
  const data = leads.isError ? null : (leads.data ?? null);
  const rows = data?.interesados ?? [];

  function refresh() {
    void queryClient.invalidateQueries({ queryKey: interestedKeys.all });
  }

  // Mantine returns the focus to what had it when a modal opened; from the detail's 'Cambiar Estado'
  // that button is gone, so the row's own button takes it instead of the page.
  function restoreFocus() {
    window.setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) {
        (trigger.current?.isConnected ? trigger.current : list.headingRef.current)?.focus();
      }
    }, 350);
  }

  function act(action: LeadRowAction, lead: Interested) {
    if (document.activeElement instanceof HTMLElement) trigger.current = document.activeElement;
    if (action === 'details') setDetailId(lead.idInteresado);
    else if (action === 'state') setStateLead(lead);
    // The link opens WhatsApp; the contact is recorded as it leaves.
    else
      contact.mutate({
        kind: 'contact',
        id: lead.idInteresado,
        body: { canal: 'WHATSAPP', version: lead.version },
      });
  }

  function results() {
    if (leads.isPending) return <ListLoading title="Cargando clientes interesados..." />;
    if (leads.isError) {
      return <ListError message={INTERESTED_MESSAGES.loadFailed} onRetry={() => void leads.refetch()} />;
    }
    if (rows.length === 0) {
      return (
        <ListEmpty
          icon={<IconUserSearch size={48} aria-hidden="true" />}
          title="No se encontraron clientes interesados"
        >
          {list.term && (
            <Button variant="light" onClick={list.clearSearch}>
              Limpiar búsqueda
            </Button>
          )}
        </ListEmpty>
      );
    }
    return phone ? (
      <ul className={items.cardGrid} aria-label="Clientes interesados">
        {rows.map((lead) => (
          <li key={lead.idInteresado}>
            <InterestedCard lead={lead} now={now} canManage={canManage} onAction={act} />
          </li>
        ))}
      </ul>
    ) : (
      <InterestedTable leads={rows} now={now} canManage={canManage} onAction={act} />
    );
  }

  return (
    <ListScreen>
      <ListScreenHeader
        title="Clientes Interesados"
        subtitle="Seguimiento de las personas interesadas en un vehículo"
      >
        <ExportButtons definition={INTERESTED_EXPORT} rows={getAllInterested} messages={EXPORT_MESSAGES} />
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={refresh}
          disabled={leads.isFetching}
        >
          Actualizar
        </Button>
        {can(user, 'interested.create') && (
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => setAdding(true)}
            aria-haspopup="dialog"
          >
            Añadir Interesado
          </Button>
        )}
      </ListScreenHeader>
      <PagedListPanel
        state={list}
        heading="Listado de clientes interesados"
        search={{
          label: 'Buscar clientes interesados',
          placeholder: INTERESTED_MESSAGES.searchPlaceholder,
          loading: leads.isFetching,
        }}
        searchMax={INTERESTED_SEARCH_MAX}
        filters={
          <ListFilterSelect<InterestedStateFilter>
            label="Estado"
            options={STATE_CHOICES}
            value={estado}
            onChange={(choice) => list.refilter(() => setEstado(choice))}
          />
        }
        data={data}
        hasRows={rows.length > 0}
        pageSizes={INTERESTED_PAGE_SIZES}
        paginationLabel="Paginación de clientes interesados"
      >
        {results()}
      </PagedListPanel>

      <DetailModal
        idInteresado={detailId}
        opened={detailId !== null && stateLead === null && followUp === null}
        canManage={canManage}
        now={now}
        onClose={() => setDetailId(null)}
        onChangeState={(lead) => {
          setDetailId(null);
          setStateLead(lead);
        }}
        onFollowUp={(kind, lead) => setFollowUp({ kind, lead })}
      />
      <StateModal
        lead={stateLead}
        opened={stateLead !== null}
        onClose={() => {
          setStateLead(null);
          restoreFocus();
        }}
      />
      <FollowUpModal
        kind={followUp?.kind ?? null}
        lead={followUp?.lead ?? null}
        onClose={() => setFollowUp(null)}
      />
      <InterestedFormModal opened={adding} onClose={() => setAdding(false)} />
    </ListScreen>
  );
}
