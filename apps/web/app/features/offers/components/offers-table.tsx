import { Table, Text } from '@mantine/core';
import type { SellOfferItem } from '@motorplaza/domain/offers/sell-offer-admin.schema';
import { offerInspectionLabel } from '@motorplaza/domain/offers/sell-offer-export';
import { formatDateTime, formatKm, formatUsd } from '@motorplaza/domain/shared/format';
import { OfferPhotoImage } from './offer-photo';
import { OfferRowActions, type OfferRowProps } from './offer-row-actions';
import { OfferStatusBadge } from './offer-status-badge';
import classes from './offers.module.css';

/** Desktop: Foto, Oferta, Vendedor, Auto, Inspección, Estado, Acciones. */
export function OffersTable({
  offers,
  canManage,
  onAction,
}: Omit<OfferRowProps, 'offer'> & { readonly offers: readonly SellOfferItem[] }) {
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Foto</Table.Th>
            <Table.Th>Oferta</Table.Th>
            <Table.Th>Vendedor</Table.Th>
            <Table.Th>Auto</Table.Th>
            <Table.Th>Inspección</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => (
            <Table.Tr key={offer.id}>
              <Table.Td>
                <div className={classes.thumbCell}>
                  <OfferPhotoImage
                    id={offer.id}
                    imagen={offer.fotoPrincipal}
                    width={480}
                    alt={`${offer.marca} ${offer.modelo}, foto principal`}
                  />
                </div>
              </Table.Td>
              <Table.Td>
                <Text fw={700} size="sm">
                  {offer.codigo ?? `#${offer.id}`}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(offer.fechaRegistro)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{offer.nombreCompleto}</Text>
                <Text size="xs" c="dimmed">
                  {offer.celular}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {offer.marca} {offer.modelo} {offer.anio}
                </Text>
                <Text size="xs" c="dimmed">
                  {offer.placa ?? 'Sin placa'} · {formatKm(offer.kilometraje)}
                  {offer.precioEsperado !== null ? ` · espera ${formatUsd(offer.precioEsperado)}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{offerInspectionLabel(offer) ?? 'Sin horario'}</Text>
              </Table.Td>
              <Table.Td>
                <OfferStatusBadge status={offer.status} />
                {offer.idAuto !== null && (
                  <Text size="xs" c="dimmed" mt={4}>
                    Vehículo ID {offer.idAuto}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <OfferRowActions offer={offer} canManage={canManage} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
