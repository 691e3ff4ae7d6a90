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
import { LEAD_ORIGIN_LABELS, LEAD_ORIGINS, type LeadOrigin } from '@motorplaza/domain/leads/lead-pipeline';
import { IconPlus, IconRefresh, IconUserSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ExportButtons } from '../../../components/export/export-buttons';
import { ListCards } from '../../../components/list/list-cards';
import { ListFilterSelect } from '../../../components/list/list-filter-select';
import { ListScreen, ListScreenHeader } from '../../../components/list/list-layout';
import { ClearSearchButton, ListEmpty } from '../../../components/list/list-states';
import { PagedListPanel } from '../../../components/list/paged-list';
import { useListControls } from '../../../components/list/use-list-controls';
import { useSessionUser } from '../../../lib/use-session-user';
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
import { useConfirmSale } from './sale-answer';
import { StateModal } from './state-modal';

const STATE_CHOICES = [
  { value: 'todos', label: 'Todos los estados' },
  { value: 'activos', label: 'Interesados activos' },
] as const;

type OriginFilter = LeadOrigin | 'todos';
const ORIGIN_CHOICES: readonly { value: OriginFilter; label: string }[] = [
  { value: 'todos', label: 'Todos los orígenes' },
  ...LEAD_ORIGINS.map((origin) => ({ value: origin, label: LEAD_ORIGIN_LABELS[origin] })),
];

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
  const canConfirm = can(user, 'interested.confirmSale');
  const sale = useConfirmSale();
  const [estado, setEstado] = useState<InterestedStateFilter>('todos');
  const [origen, setOrigen] = useState<OriginFilter>('todos');
  const controls = useListControls({ pageSize: INTERESTED_PAGE_SIZE, searchMax: INTERESTED_SEARCH_MAX });
  const { term, page, pageSize, resultsRef } = controls;
  const [detailId, setDetailId] = useState<number | null>(null);
  const [stateLead, setStateLead] = useState<Interested | null>(null);
  const [followUp, setFollowUp] = useState<{ kind: FollowUpKind; lead: Interested } | null>(null);
  const [adding, setAdding] = useState(false);
  /** The row button that opened a modal: a modal reached from another one returns the focus here. */
  const trigger = useRef<HTMLElement | null>(null);
  const contact = useSaveInterested();
  const phone = useMediaQuery('(max-width: 62em)') ?? false;
  const now = new Date();

  const query: InterestedPageQuery = {
    estado,
    ...(origen === 'todos' ? {} : { origen }),
    ...(term ? { q: term } : {}),
    page,
    pageSize,
  };
  const leads = useInterestedPage(query);
  const data = leads.isError ? null : leads.data;
  const list = data?.interesados ?? [];

  function refresh() {
    void queryClient.invalidateQueries({ queryKey: interestedKeys.all });
  }

  // Mantine returns the focus to what had it when a modal opened; from the detail's 'Cambiar Estado'
  // that button is gone, so the row's own button takes it instead of the page.
  function restoreFocus() {
    window.setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) {
        (trigger.current?.isConnected ? trigger.current : resultsRef.current)?.focus();
      }
    }, 350);
  }

  function act(action: LeadRowAction, lead: Interested) {
    if (document.activeElement instanceof HTMLElement) trigger.current = document.activeElement;
    if (action === 'details') setDetailId(lead.idInteresado);
    else if (action === 'state') setStateLead(lead);
    else if (action === 'confirmSale') sale.confirm(lead);
    // The link opens WhatsApp; the contact is recorded as it leaves.
    else
      contact.mutate({
        kind: 'contact',
        id: lead.idInteresado,
        body: { canal: 'WHATSAPP', version: lead.version },
      });
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
        state={controls}
        heading="Listado de clientes interesados"
        query={leads}
        data={data}
        rowCount={list.length}
        texts={{
          searchLabel: 'Buscar clientes interesados',
          searchPlaceholder: INTERESTED_MESSAGES.searchPlaceholder,
          loading: 'Cargando clientes interesados...',
          loadFailed: INTERESTED_MESSAGES.loadFailed,
          pagination: 'Paginación de clientes interesados',
        }}
        filters={
          <>
            <ListFilterSelect<InterestedStateFilter>
              label="Estado"
              options={STATE_CHOICES}
              value={estado}
              onChange={(choice) => {
                setEstado(choice);
                controls.firstPage();
              }}
            />
            <ListFilterSelect<OriginFilter>
              label="Origen"
              options={ORIGIN_CHOICES}
              value={origen}
              onChange={(choice) => {
                setOrigen(choice);
                controls.firstPage();
              }}
            />
          </>
        }
        pageSizes={INTERESTED_PAGE_SIZES}
        empty={
          <ListEmpty
            icon={<IconUserSearch size={48} aria-hidden="true" />}
            title="No se encontraron clientes interesados"
          >
            <ClearSearchButton term={term} onClear={controls.clearSearch} />
          </ListEmpty>
        }
      >
        {phone ? (
          <ListCards label="Clientes interesados" items={list} keyOf={(lead) => lead.idInteresado}>
            {(lead) => (
              <InterestedCard
                lead={lead}
                now={now}
                canManage={canManage}
                canConfirm={canConfirm}
                onAction={act}
              />
            )}
          </ListCards>
        ) : (
          <InterestedTable
            leads={list}
            now={now}
            canManage={canManage}
            canConfirm={canConfirm}
            onAction={act}
          />
        )}
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
