import { offerInspectionLabel } from '@motorplaza/domain/offers/sell-offer-export';
import { formatDateTime, formatKm, formatUsd } from '@motorplaza/domain/shared/format';
import { ListCard } from '../../../components/list/list-cards';
import { OfferPhotoImage } from './offer-photo';
import { OfferRowActions, type OfferRowProps } from './offer-row-actions';
import { OfferStatusBadge } from './offer-status-badge';
import classes from './offers.module.css';

/** Phones: one card per offer, its photo on top. */
export function OfferCard({ offer, canManage, onAction }: OfferRowProps) {
  const title = `${offer.marca} ${offer.modelo} ${offer.anio}`;
  return (
    <ListCard
      label={title}
      title={title}
      badge={<OfferStatusBadge status={offer.status} />}
      media={
        <div className={classes.cardPhoto}>
          <OfferPhotoImage
            id={offer.id}
            imagen={offer.fotoPrincipal}
            width={480}
            alt={`${offer.marca} ${offer.modelo}, foto principal`}
          />
        </div>
      }
      actions={<OfferRowActions offer={offer} canManage={canManage} onAction={onAction} />}
    >
      <dt>Código</dt>
      <dd>{offer.codigo ?? `#${offer.id}`}</dd>
      <dt>Fecha</dt>
      <dd>{formatDateTime(offer.fechaRegistro)}</dd>
      <dt>Vendedor</dt>
      <dd>{offer.nombreCompleto}</dd>
      <dt>Celular</dt>
      <dd>{offer.celular}</dd>
      <dt>Placa</dt>
      <dd>{offer.placa ?? '—'}</dd>
      <dt>Kilometraje</dt>
      <dd>{formatKm(offer.kilometraje)}</dd>
      <dt>Precio esperado</dt>
      <dd>{offer.precioEsperado === null ? '—' : formatUsd(offer.precioEsperado)}</dd>
      <dt>Inspección</dt>
      <dd>{offerInspectionLabel(offer) ?? 'Sin horario'}</dd>
    </ListCard>
  );
}
