import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { can } from '@motorplaza/domain/access/can';
import {
  MARKETING_WITHDRAWAL_MESSAGES,
  MARKETING_WITHDRAWAL_PAGE_SIZE,
  MARKETING_WITHDRAWAL_PAGE_SIZES,
  MARKETING_WITHDRAWAL_SEARCH_MAX,
  type MarketingWithdrawalPageSize,
  type MarketingWithdrawalState,
} from '@motorplaza/domain/legal/marketing-withdrawal';
import type {
  MarketingWithdrawal,
  MarketingWithdrawalPageQuery,
} from '@motorplaza/domain/legal/marketing-withdrawal.schema';
import { MARKETING_WITHDRAWAL_EXPORT } from '@motorplaza/domain/legal/marketing-withdrawal-export';
import { resultsSummary } from '@motorplaza/domain/shared/list-messages';
import { IconMailOff, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButtons } from '../../../components/export/export-buttons';
import { ListCards } from '../../../components/list/list-cards';
import { ListFilterSelect } from '../../../components/list/list-filter-select';
import { ListScreen, ListScreenHeader } from '../../../components/list/list-layout';
import { ClearFiltersButton, ListEmpty } from '../../../components/list/list-states';
import { PagedListPanel } from '../../../components/list/paged-list';
import { useListControls } from '../../../components/list/use-list-controls';
import { useSessionUser } from '../../../lib/use-session-user';
import { getAllWithdrawals } from '../api/get-all-withdrawals';
import { useWithdrawalsPage } from '../api/get-withdrawals-page';
import { withdrawalKeys } from '../api/withdrawal-keys';
import { HandleDialog } from './handle-dialog';
import { WithdrawalCard } from './withdrawal-card';
import classes from './withdrawals.module.css';
import { WithdrawalsTable } from './withdrawals-table';

const ALL = 'TODAS';
type StateChoice = MarketingWithdrawalState | typeof ALL;
/** Pending first, what still needs someone (decision 0029); each with its count for the search. */
function stateChoices(counts: { pendientes: number; atendidas: number } | undefined) {
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  return [
    { value: 'PENDIENTE', label: `Pendientes${count(counts?.pendientes)}` },
    { value: 'ATENDIDA', label: `Atendidas${count(counts?.atendidas)}` },
    { value: ALL, label: `Todas${count(counts && counts.pendientes + counts.atendidas)}` },
  ] as const;
}
const STATE_BADGE = {
  PENDIENTE: { label: 'Pendientes', color: 'yellow.9', keepCase: true },
  ATENDIDA: { label: 'Atendidas', color: 'green.9', keepCase: true },
  [ALL]: { label: 'Todas', color: 'navy.9', keepCase: true },
} as const;

const EXPORT_MESSAGES = {
  failures: {
    excel: 'No se pudo exportar a Excel',
    pdf: 'No se pudo exportar a PDF',
    print: 'No se pudo imprimir la lista',
  },
};

/** 'Bajas de publicidad' under Clientes (ADMIN and EJECUTIVO; docs/decisions/0029). */
export function WithdrawalsScreen() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const controls = useListControls<StateChoice, MarketingWithdrawalPageSize>({
    initialFilter: 'PENDIENTE',
    pageSize: MARKETING_WITHDRAWAL_PAGE_SIZE,
    searchMax: MARKETING_WITHDRAWAL_SEARCH_MAX,
  });
  const { filter: estado, term, page, pageSize, resultsRef } = controls;
  const [handling, setHandling] = useState<MarketingWithdrawal | null>(null);
  const wide = useMediaQuery('(min-width: 62em)') ?? false;
  const onHandle = can(user, 'marketingWithdrawal.handle') ? setHandling : undefined;

  const query: MarketingWithdrawalPageQuery = {
    ...(term ? { q: term } : {}),
    ...(estado === ALL ? {} : { estado }),
    page,
    pageSize,
  };
  const requests = useWithdrawalsPage(query);
  const data = requests.isError ? null : requests.data;
  const list = data?.solicitudes ?? [];
  return (
    <ListScreen>
      <ListScreenHeader
        title={MARKETING_WITHDRAWAL_MESSAGES.title}
        subtitle="Personas que pidieron dejar de recibir publicidad"
      >
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={() => void queryClient.invalidateQueries({ queryKey: withdrawalKeys.all })}
          loading={requests.isFetching && !requests.isPending}
        >
          Actualizar
        </Button>
        {list.length > 0 && (
          <ExportButtons
            definition={MARKETING_WITHDRAWAL_EXPORT}
            rows={getAllWithdrawals}
            messages={EXPORT_MESSAGES}
          />
        )}
      </ListScreenHeader>
      <p className={classes.note}>
        Cada baja se aplica en el sistema al recibirla: la publicidad queda desactivada en todos los
        interesados y ofertas con ese correo. Márcala como atendida cuando también la hayas aplicado fuera del
        sistema.
      </p>
      <PagedListPanel
        state={controls}
        heading="Listado de solicitudes de baja"
        query={requests}
        data={data}
        rowCount={list.length}
        texts={{
          searchLabel: 'Buscar solicitudes',
          searchPlaceholder: MARKETING_WITHDRAWAL_MESSAGES.searchPlaceholder,
          loading: 'Cargando solicitudes...',
          loadFailed: MARKETING_WITHDRAWAL_MESSAGES.loadFailed,
          pagination: 'Paginación de solicitudes',
        }}
        filters={
          <ListFilterSelect<StateChoice>
            label="Estado"
            value={estado}
            options={stateChoices(data?.counts)}
            onChange={controls.chooseFilter}
          />
        }
        summary={({ total }) => ({
          text: resultsSummary(total),
          badgesLabel: 'Filtro de estado',
          badges: [STATE_BADGE[estado]],
        })}
        pageSizes={MARKETING_WITHDRAWAL_PAGE_SIZES}
        empty={
          <ListEmpty
            icon={<IconMailOff size={48} aria-hidden="true" />}
            title={MARKETING_WITHDRAWAL_MESSAGES.emptyTitle}
            text={
              controls.isFiltered
                ? MARKETING_WITHDRAWAL_MESSAGES.emptyFiltered
                : MARKETING_WITHDRAWAL_MESSAGES.emptyNone
            }
          >
            <ClearFiltersButton controls={controls} />
          </ListEmpty>
        }
      >
        {wide ? (
          <WithdrawalsTable solicitudes={list} onHandle={onHandle} />
        ) : (
          <ListCards
            label="Solicitudes de baja de publicidad"
            items={list}
            keyOf={(solicitud) => solicitud.id}
          >
            {(solicitud) => <WithdrawalCard solicitud={solicitud} onHandle={onHandle} />}
          </ListCards>
        )}
      </PagedListPanel>
      <HandleDialog
        solicitud={handling}
        onClose={() => setHandling(null)}
        onHandled={() => resultsRef.current?.focus()}
      />
    </ListScreen>
  );
}
