import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { can } from '@motorplaza/domain/access/can';
import {
  OFFERS_MESSAGES,
  OFFERS_PAGE_SIZE,
  OFFERS_PAGE_SIZES,
  OFFERS_SEARCH_MAX,
  type OfferStateFilter,
  type OffersPageQuery,
  type SellOfferItem,
} from '@motorplaza/domain/offers/sell-offer-admin.schema';
import { SELL_OFFER_EXPORT } from '@motorplaza/domain/offers/sell-offer-export';
import { SELL_OFFER_STATUS_LABELS, SELL_OFFER_STATUSES } from '@motorplaza/domain/offers/sell-offer-rules';
import { pageInfo } from '@motorplaza/domain/shared/list-page';
import { IconCarGarage, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportButtons } from '../../../components/export/export-buttons';
import { LazyOverlay } from '../../../components/lazy-overlay';
import { ListFilterSelect } from '../../../components/list/list-filter-select';
import items from '../../../components/list/list-items.module.css';
import { ListPanel, ListScreen, ListScreenHeader, ListToolbar } from '../../../components/list/list-layout';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListSearch } from '../../../components/list/list-search';
import { ListEmpty, ListError, ListLoading } from '../../../components/list/list-states';
import { ResultsSummary } from '../../../components/list/results-summary';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useSessionUser } from '../../auth/use-session-user';
import type { VehicleDraft } from '../../vehicle-form/vehicle-form-values';
import { getAllOffers } from '../api/get-all-offers';
import { useOffersPage } from '../api/get-offers-page';
import { offersKeys } from '../api/offers-keys';
import { buildVehicleDraft } from '../offer-vehicle-draft';
import { OfferCard } from './offer-card';
import { OfferDetailModal } from './offer-detail-modal';
import type { OfferRowAction } from './offer-row-actions';
import { OfferStateModal } from './offer-state-modal';
import { OffersTable } from './offers-table';

const VehicleFormModal = preloadableLazy(() =>
  import('../../vehicle-form/vehicle-form-modal').then((module) => module.default),
);

const STATE_CHOICES = [
  { value: 'TODAS', label: 'Todos los estados' },
  ...SELL_OFFER_STATUSES.map((status) => ({ value: status, label: SELL_OFFER_STATUS_LABELS[status] })),
] as const satisfies readonly { value: OfferStateFilter; label: string }[];

const EXPORT_MESSAGES = {
  failures: {
    excel: 'No se pudo exportar a Excel',
    pdf: 'No se pudo exportar a PDF',
    print: 'No se pudo imprimir el reporte',
  },
};

/** The staff screen /admin/ofertas (docs/decisions/0027-sell-your-car.md). */
export function OffersScreen() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const canManage = can(user, 'sellOffer.state');
  const canCreateVehicle = can(user, 'vehicle.create');
  // The team's e-mail links here with ?q=<code>.
  const [params] = useSearchParams();
  const initial = (params.get('q') ?? '').slice(0, OFFERS_SEARCH_MAX);
  const [estado, setEstado] = useState<OfferStateFilter>('TODAS');
  const [draft, setDraft] = useState(initial);
  const [term, setTerm] = useState(initial);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(OFFERS_PAGE_SIZE);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [stateOffer, setStateOffer] = useState<SellOfferItem | null>(null);
  const [vehicleDraft, setVehicleDraft] = useState<VehicleDraft | null>(null);
  const [draftOpened, setDraftOpened] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const phone = useMediaQuery('(max-width: 62em)') ?? false;

  const query: OffersPageQuery = { estado, ...(term ? { q: term } : {}), page, pageSize };
  const offers = useOffersPage(query);
  const data = offers.isError ? null : offers.data;
  const list = data?.ofertas ?? [];
  const current = pageInfo(data?.total ?? 0, data?.page ?? page, { pageSize, maxLinks: 5 });

  function applyTerm(value: string) {
    setTerm(value.trim().slice(0, OFFERS_SEARCH_MAX));
    setPage(1);
  }

  function clearSearch() {
    setDraft('');
    applyTerm('');
  }

  function act(action: OfferRowAction, offer: SellOfferItem) {
    if (action === 'details') setDetailId(offer.id);
    else setStateOffer(offer);
  }

  async function createVehicle(offer: SellOfferItem, photos: readonly string[]) {
    setPreparing(true);
    VehicleFormModal.preload();
    try {
      const next = await buildVehicleDraft(offer, photos);
      setDetailId(null);
      setVehicleDraft(next);
      setDraftOpened(true);
    } catch {
      notifications.show({ color: 'red', message: 'No se pudieron cargar las fotos de la oferta.' });
    } finally {
      setPreparing(false);
    }
  }

  function results() {
    if (offers.isPending) return <ListLoading title="Cargando ofertas de autos..." />;
    if (offers.isError)
      return <ListError message={OFFERS_MESSAGES.loadFailed} onRetry={() => void offers.refetch()} />;
    if (list.length === 0) {
      return (
        <ListEmpty
          icon={<IconCarGarage size={48} aria-hidden="true" />}
          title="No se encontraron ofertas de autos"
        >
          {term && (
            <Button variant="light" onClick={clearSearch}>
              Limpiar búsqueda
            </Button>
          )}
        </ListEmpty>
      );
    }
    return phone ? (
      <ul className={items.cardGrid} aria-label="Ofertas de autos">
        {list.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} canManage={canManage} onAction={act} />
          </li>
        ))}
      </ul>
    ) : (
      <OffersTable offers={list} canManage={canManage} onAction={act} />
    );
  }

  return (
    <ListScreen>
      <ListScreenHeader
        title="Ofertas de Autos"
        subtitle="Autos que los visitantes nos ofrecen desde «Vende tu auto»"
      >
        <ExportButtons definition={SELL_OFFER_EXPORT} rows={getAllOffers} messages={EXPORT_MESSAGES} />
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={() => void queryClient.invalidateQueries({ queryKey: offersKeys.all })}
          disabled={offers.isFetching}
        >
          Actualizar
        </Button>
      </ListScreenHeader>
      <ListPanel heading="Listado de ofertas de autos" ref={resultsRef}>
        <ListToolbar>
          <ListSearch
            label="Buscar ofertas de autos"
            placeholder={OFFERS_MESSAGES.searchPlaceholder}
            value={draft}
            onChange={setDraft}
            onSearch={() => applyTerm(draft)}
            onClear={clearSearch}
            loading={offers.isFetching && Boolean(term)}
            maxLength={OFFERS_SEARCH_MAX}
          />
          <ListFilterSelect<OfferStateFilter>
            label="Estado"
            options={STATE_CHOICES}
            value={estado}
            onChange={(choice) => {
              setEstado(choice);
              setPage(1);
            }}
          />
        </ListToolbar>
        {data && <ResultsSummary text={`Mostrando: ${data.total} resultados`} />}
        {results()}
        {data && list.length > 0 && (
          <ListPagination
            current={current}
            onPage={(next) => {
              setPage(next);
              resultsRef.current?.focus({ preventScroll: true });
            }}
            label="Paginación de ofertas de autos"
            pageSize={{
              options: OFFERS_PAGE_SIZES,
              value: pageSize,
              onPageSizeChange: (size) => {
                setPageSize(size);
                setPage(1);
              },
            }}
          />
        )}
      </ListPanel>

      <OfferDetailModal
        id={detailId}
        opened={detailId !== null && stateOffer === null}
        canManage={canManage}
        canCreateVehicle={canCreateVehicle && !preparing}
        onClose={() => setDetailId(null)}
        onChangeState={(offer) => setStateOffer(offer)}
        onCreateVehicle={(offer, photos) => void createVehicle(offer, photos)}
      />
      <OfferStateModal offer={stateOffer} onClose={() => setStateOffer(null)} />
      <LazyOverlay opened={draftOpened}>
        {(opened) => (
          <VehicleFormModal
            idAuto={null}
            draft={vehicleDraft}
            opened={opened}
            onClose={() => setDraftOpened(false)}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: offersKeys.all })}
          />
        )}
      </LazyOverlay>
    </ListScreen>
  );
}
