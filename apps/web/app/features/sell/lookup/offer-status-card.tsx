import { Badge, Button, Group, List, Text, Title } from '@mantine/core';
import {
  SELL_OFFER_STATUS_COLORS,
  SELL_OFFER_STATUS_LABELS,
} from '@motorplaza/domain/offers/sell-offer-rules';
import { INSPECTION_CHECKLIST, type SellerOfferView } from '@motorplaza/domain/offers/seller-offer.schema';
import { slotLabel } from '@motorplaza/domain/offers/slot-label';
import { IconCalendarEvent, IconX } from '@tabler/icons-react';
import { forwardRef } from 'react';
import classes from './lookup.module.css';

/** What the seller reads when the offer cannot be changed, by its state (issue 23 adds the unconfirmed ones). */
const CLOSED_TEXT: Partial<Record<SellerOfferView['estado'], string>> = {
  CANCELADA: 'Cancelaste esta oferta. Si cambias de opinión, envía una nueva cuando quieras.',
  PENDIENTE:
    'Aún no confirmas esta oferta. Ábrela desde el enlace del correo que te enviamos para confirmarla y reservar tu inspección.',
  VENCIDA:
    'No confirmaste esta oferta a tiempo y liberamos el horario. Si aún quieres vender tu auto, envía una oferta nueva.',
};

interface OfferStatusCardProps {
  readonly offer: SellerOfferView;
  readonly onMove: () => void;
  readonly onCancel: () => void;
}

/** The offer as the seller sees it: state, car, inspection, what to bring, and the two changes. */
export const OfferStatusCard = forwardRef<HTMLElement, OfferStatusCardProps>(function OfferStatusCard(
  { offer, onMove, onCancel },
  ref,
) {
  const heading = `Oferta ${offer.codigo}`;
  const inspection =
    offer.fechaInspeccion && offer.tienda
      ? `${offer.tienda}, ${slotLabel(offer.fechaInspeccion, { year: true })}`
      : 'Sin horario';
  return (
    <article ref={ref} tabIndex={-1} className={classes.result} aria-label={heading}>
      <Title order={2} size="h4" mb="xs">
        {heading}
      </Title>
      <Badge color={SELL_OFFER_STATUS_COLORS[offer.estado]} variant="filled" size="lg" mb="sm" tt="none">
        {SELL_OFFER_STATUS_LABELS[offer.estado]}
      </Badge>
      <dl className={classes.facts}>
        {[
          ['Auto', offer.auto],
          [offer.estado === 'CANCELADA' ? 'Inspección cancelada' : 'Inspección', inspection],
          ...(offer.direccion ? [['Dirección', offer.direccion]] : []),
        ].map(([label, value]) => (
          <div key={label} className={classes.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {offer.puedeCambiar ? (
        <>
          <Title order={3} size="h5" mt="md" mb={4}>
            Qué llevar a la inspección
          </Title>
          <List size="sm" spacing={2}>
            {INSPECTION_CHECKLIST.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Group mt="md" gap="sm">
            <Button leftSection={<IconCalendarEvent size={18} aria-hidden="true" />} onClick={onMove}>
              Cambiar horario
            </Button>
            <Button
              variant="outline"
              color="red.8"
              leftSection={<IconX size={18} aria-hidden="true" />}
              onClick={onCancel}
            >
              Cancelar oferta
            </Button>
          </Group>
        </>
      ) : (
        <Text size="sm" mt="md">
          {CLOSED_TEXT[offer.estado] ??
            'Esta oferta ya no se puede cambiar desde aquí. Si necesitas algo, escríbenos o llámanos.'}
        </Text>
      )}
    </article>
  );
});
