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
import { IconCarGarage, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportButtons } from '../../../components/export/export-buttons';
import { LazyOverlay } from '../../../components/lazy-overlay';
import { ListCards } from '../../../components/list/list-cards';
import { ListFilterSelect } from '../../../components/list/list-filter-select';
import { ListScreen, ListScreenHeader } from '../../../components/list/list-layout';
import { ClearSearchButton, ListEmpty } from '../../../components/list/list-states';
import { PagedListPanel } from '../../../components/list/paged-list';
import { useListControls } from '../../../components/list/use-list-controls';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useSessionUser } from '../../../lib/use-session-user';
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
  const list = useListControls({
    pageSize: OFFERS_PAGE_SIZE,
    searchMax: OFFERS_SEARCH_MAX,
    initialTerm: params.get('q') ?? '',
  });
  const [estado, setEstado] = useState<OfferStateFilter>('TODAS');
  const [detailId, setDetailId] = useState<number | null>(null);
  const [stateOffer, setStateOffer] = useState<SellOfferItem | null>(null);
  const [vehicleDraft, setVehicleDraft] = useState<VehicleDraft | null>(null);
  const [draftOpened, setDraftOpened] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const phone = useMediaQuery('(max-width: 62em)') ?? false;

  const query: OffersPageQuery = {
    estado,
    ...(list.term ? { q: list.term } : {}),
    page: list.page,
    pageSize: list.pageSize,
  };
  const offers = useOffersPage(query);
  const data = offers.isError ? null : (offers.data ?? null);
  const rows = data?.ofertas ?? [];

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
      <PagedListPanel
        state={list}
        heading="Listado de ofertas de autos"
        query={offers}
        data={data}
        rowCount={rows.length}
        texts={{
          searchLabel: 'Buscar ofertas de autos',
          searchPlaceholder: OFFERS_MESSAGES.searchPlaceholder,
          loading: 'Cargando ofertas de autos...',
          loadFailed: OFFERS_MESSAGES.loadFailed,
          pagination: 'Paginación de ofertas de autos',
        }}
        filters={
          <ListFilterSelect<OfferStateFilter>
            label="Estado"
            options={STATE_CHOICES}
            value={estado}
            onChange={(choice) => {
              setEstado(choice);
              list.firstPage();
            }}
          />
        }
        pageSizes={OFFERS_PAGE_SIZES}
        empty={
          <ListEmpty
            icon={<IconCarGarage size={48} aria-hidden="true" />}
            title="No se encontraron ofertas de autos"
          >
            <ClearSearchButton term={list.term} onClear={list.clearSearch} />
          </ListEmpty>
        }
      >
        {phone ? (
          <ListCards label="Ofertas de autos" items={rows} keyOf={(offer) => offer.id}>
            {(offer) => <OfferCard offer={offer} canManage={canManage} onAction={act} />}
          </ListCards>
        ) : (
          <OffersTable offers={rows} canManage={canManage} onAction={act} />
        )}
      </PagedListPanel>

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
