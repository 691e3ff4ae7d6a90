import { Button, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { OFFERS_MESSAGES, type SellOfferItem } from '@motorplaza/domain/offers/sell-offer-admin.schema';
import { offerInspectionLabel } from '@motorplaza/domain/offers/sell-offer-export';
import { SELL_OFFER_PHOTO_LABELS } from '@motorplaza/domain/offers/sell-offer-rules';
import { formatDateTime, formatKm, formatUsd } from '@motorplaza/domain/shared/format';
import { DetailDialog } from '../../../components/list/detail-dialog';
import { DetailFacts } from '../../../components/list/list-cards';
import { useOffer } from '../api/get-offer';
import { OfferPhotoImage } from './offer-photo';
import { canChangeState } from './offer-row-actions';
import { OfferStatusBadge } from './offer-status-badge';
import classes from './offers.module.css';

interface OfferDetailModalProps {
  readonly id: number | null;
  readonly opened: boolean;
  readonly canManage: boolean;
  readonly canCreateVehicle: boolean;
  readonly onClose: () => void;
  readonly onChangeState: (offer: SellOfferItem) => void;
  readonly onCreateVehicle: (offer: SellOfferItem, photos: readonly string[]) => void;
}

const yesNo = (value: boolean | null, note: string | null) =>
  value === null ? '—' : value ? `Sí${note ? `: ${note}` : ''}` : 'No';

/** 'Detalle de la Oferta': the car, its condition, the seller, the photos and the history. */
export function OfferDetailModal({
  id,
  opened,
  canManage,
  canCreateVehicle,
  onClose,
  onChangeState,
  onCreateVehicle,
}: OfferDetailModalProps) {
  const detail = useOffer(opened ? id : null);
  const offer = detail.data?.oferta;
  const fotos = detail.data?.fotos ?? [];

  return (
    <DetailDialog
      opened={opened}
      onClose={onClose}
      title="Detalle de la Oferta"
      size="xl"
      failure={detail.isError ? OFFERS_MESSAGES.loadFailed : null}
      loading={!offer}
    >
      {offer ? (
        <Stack gap="md">
          <div>
            <Title order={3} size="h4">
              {offer.marca} {offer.modelo} {offer.anio} · {offer.codigo ?? `#${offer.id}`}
            </Title>
            <OfferStatusBadge status={offer.status} />
          </div>
          <section aria-labelledby="oferta-fotos">
            <Title order={4} size="h5" mb="xs" id="oferta-fotos">
              Fotos ({fotos.length})
            </Title>
            {fotos.length === 0 ? (
              <Text size="sm" c="dimmed">
                La oferta no tiene fotos.
              </Text>
            ) : (
              <ul className={classes.gallery}>
                {fotos.map((foto) => (
                  <li key={foto.imagen}>
                    <figure>
                      <div className={classes.frame}>
                        <OfferPhotoImage
                          id={offer.id}
                          imagen={foto.imagen}
                          width={480}
                          alt={`${offer.marca} ${offer.modelo}: ${SELL_OFFER_PHOTO_LABELS[foto.posicion]}`}
                        />
                      </div>
                      <figcaption>{SELL_OFFER_PHOTO_LABELS[foto.posicion]}</figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <DetailFacts>
            <dt>Placa</dt>
            <dd>{offer.placa ?? '—'}</dd>
            <dt>Versión</dt>
            <dd>{offer.versionModelo ?? '—'}</dd>
            <dt>Kilometraje</dt>
            <dd>{formatKm(offer.kilometraje)}</dd>
            <dt>Transmisión</dt>
            <dd>{offer.transmision ?? '—'}</dd>
            <dt>Combustible</dt>
            <dd>{offer.combustible ?? '—'}</dd>
            <dt>Color</dt>
            <dd>{offer.color ?? '—'}</dd>
            <dt>Dueños</dt>
            <dd>{offer.numeroDuenos ?? '—'}</dd>
            <dt>Accidentes</dt>
            <dd>{yesNo(offer.tieneAccidentes, offer.notaAccidentes)}</dd>
            <dt>Deudas o gravámenes</dt>
            <dd>{yesNo(offer.tieneDeudas, offer.notaDeudas)}</dd>
            <dt>Precio esperado</dt>
            <dd>{offer.precioEsperado === null ? 'No indicado' : formatUsd(offer.precioEsperado)}</dd>
            <dt>Inspección</dt>
            <dd>{offerInspectionLabel(offer) ?? 'Sin horario'}</dd>
            <dt>Comentario</dt>
            <dd>{offer.comentarios ?? 'Sin comentarios'}</dd>
            <dt>Vendedor</dt>
            <dd>{offer.nombreCompleto}</dd>
            <dt>DNI</dt>
            <dd>{offer.dni ?? '—'}</dd>
            <dt>Celular</dt>
            <dd>{offer.celular}</dd>
            <dt>Correo</dt>
            <dd>{offer.correo}</dd>
            <dt>Publicidad</dt>
            <dd>{offer.consentimientoMarketing ? 'Aceptó recibir ofertas' : 'No aceptó'}</dd>
            <dt>Recibida</dt>
            <dd>{formatDateTime(offer.fechaRegistro)}</dd>
            <dt>Vehículo</dt>
            <dd>{offer.idAuto === null ? 'Sin crear' : `Creado (ID ${offer.idAuto})`}</dd>
            <dt>Cliente</dt>
            <dd>{offer.idCliente === null ? 'Aún no registrado' : `Registrado (ID ${offer.idCliente})`}</dd>
          </DetailFacts>
          <section aria-labelledby="oferta-historial">
            <Title order={4} size="h5" mb="xs" id="oferta-historial">
              Historial
            </Title>
            <Timeline bulletSize={14} lineWidth={2}>
              {(detail.data?.historial ?? []).map((entry) => (
                <Timeline.Item key={`${entry.fecha}-${entry.accion}`} title={entry.accion}>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(entry.fecha)} · {entry.usuario}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </section>
          <Group justify="flex-end" gap="xs">
            {canCreateVehicle && offer.idAuto === null && offer.status !== 'DESCARTADA' && (
              <Button
                variant="light"
                aria-haspopup="dialog"
                onClick={() =>
                  onCreateVehicle(
                    offer,
                    fotos.map((foto) => foto.imagen),
                  )
                }
              >
                Crear vehículo
              </Button>
            )}
            {canManage && canChangeState(offer.status) && (
              <Button aria-haspopup="dialog" onClick={() => onChangeState(offer)}>
                Cambiar estado
              </Button>
            )}
            <Button variant="default" onClick={onClose}>
              Cerrar
            </Button>
          </Group>
        </Stack>
      ) : null}
    </DetailDialog>
  );
}
