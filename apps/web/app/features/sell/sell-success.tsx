import { Alert, Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { SellOfferCreated } from '@motorplaza/domain/offers/sell-offer.schema';
import { INSPECTION_SITE_LABELS, officeOfSite } from '@motorplaza/domain/offers/sell-offer-rules';
import { slotLabel } from '@motorplaza/domain/offers/slot-label';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { whatsappLink } from '@motorplaza/domain/settings/whatsapp';
import { formatUsd } from '@motorplaza/domain/shared/format';
import { IconBrandWhatsapp, IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import classes from './sell.module.css';

interface SellSuccessProps {
  readonly result: SellOfferCreated;
  readonly car: string;
  readonly settings: Pick<SiteSettings, 'whatsapp' | 'oficinas' | 'telefono'>;
}

/** '14:35' in Lima, whatever the visitor's time zone. */
const limaTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('es-PE', {
    timeZone: 'America/Lima',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });

/**
 * After sending: the step still to take (confirm through the e-mail's link before the hold ends,
 * issue 23), the reference, the held slot, the indicative range and what happens next.
 */
export function SellSuccess({ result, car, settings }: SellSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const office = officeOfSite(settings.oficinas, result.sedeInspeccion);
  const range = result.rangoPrecio;
  const message = `Hola, envié la oferta ${result.codigo} de mi ${car}. Quisiera coordinar la inspección.`;
  return (
    <Stack gap="lg" role="status">
      <div className={classes.successHead}>
        <IconCircleCheck size={44} aria-hidden="true" className={classes.successIcon} />
        <Title order={2} ref={heading} tabIndex={-1}>
          ¡Recibimos tu oferta!
        </Title>
      </div>
      <Alert
        color="violet"
        variant="light"
        icon={<IconMailForward size={22} aria-hidden="true" />}
        title="Falta un paso: confirma tu oferta desde tu correo"
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        Te enviamos un correo con un enlace para confirmarla. Guardamos tu horario hasta las{' '}
        <strong>{limaTime(result.confirmarAntes)}</strong> (hora de Lima); si no la confirmas antes, lo
        liberamos para otra persona. Si no ves el correo, revisa la carpeta de spam.
      </Alert>
      <Paper withBorder radius="md" p="md" className={classes.reference}>
        <Text size="sm" c="dimmed">
          Tu código de referencia
        </Text>
        <Text fz={28} fw={800} className={classes.code}>
          {result.codigo}
        </Text>
        <Text size="sm">
          Al confirmar te enviamos la cita para tu calendario y qué llevar. Con el código y tu DNI puedes{' '}
          <Anchor
            component={Link}
            to={`/vende-tu-auto/consulta?codigo=${encodeURIComponent(result.codigo)}`}
            underline="always"
            inherit
          >
            consultar tu oferta, cambiar el horario o cancelarla
          </Anchor>
          .
        </Text>
      </Paper>
      <div>
        <Title order={3} size="h4" mb={4}>
          Tu inspección
        </Title>
        <Text>
          {office?.nombre ?? INSPECTION_SITE_LABELS[result.sedeInspeccion]}, el{' '}
          {slotLabel(result.fechaInspeccion)}.
        </Text>
        {office && (
          <Text size="sm" c="dimmed">
            {office.direccion}, {office.distrito}
            {office.mapaUrl && (
              <>
                {' · '}
                <Anchor href={office.mapaUrl} target="_blank" rel="noopener" inherit underline="always">
                  Ver en el mapa
                </Anchor>
              </>
            )}
          </Text>
        )}
      </div>
      {range ? (
        <Alert
          color="teal"
          variant="light"
          title="Rango referencial de tu auto"
          // Mantine's light teal title is under 4.5:1 on its background (axe, 390 px): the text colour reads at AA.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Text fw={700} fz="lg">
            {formatUsd(range.minimo)} – {formatUsd(range.maximo)}
          </Text>
          <Text size="sm">
            Calculado con {range.comparables} autos comparables de nuestro stock e historial de ventas (misma
            marca y modelo, año y kilometraje cercanos). Es solo una referencia: la oferta final la damos
            después de la inspección.
          </Text>
        </Alert>
      ) : (
        <Alert color="gray" variant="light" title="Tu oferta, después de la inspección">
          Aún no tenemos suficientes autos comparables para darte un rango referencial. Te daremos una oferta
          concreta después de revisar tu auto.
        </Alert>
      )}
      <div>
        <Title order={3} size="h4" mb="xs">
          ¿Qué sigue?
        </Title>
        <List type="ordered" spacing="xs">
          <List.Item>Confirma tu oferta con el enlace del correo que te enviamos.</List.Item>
          <List.Item>Un asesor te llamará en horario de atención para confirmar la cita.</List.Item>
          <List.Item>
            Lleva el auto a la tienda con tu DNI, la tarjeta de propiedad, el SOAT y la revisión técnica
            vigentes (la lista completa está en el correo).
          </List.Item>
          <List.Item>
            Tras la inspección recibes nuestra oferta; si la aceptas, hacemos la transferencia.
          </List.Item>
        </List>
      </div>
      <Button
        component="a"
        href={whatsappLink(settings.whatsapp, message)}
        target="_blank"
        rel="noopener"
        color="green.8"
        size="md"
        leftSection={<IconBrandWhatsapp size={20} aria-hidden="true" />}
      >
        Escríbenos por WhatsApp
      </Button>
    </Stack>
  );
}
