import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { IconCreditCard, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Logo } from '../../components/logo';
import { PaymentLogos } from '../../components/payment-logos';
import { telHref } from '../../lib/tel-href';
import { copyrightLine } from './copyright';
import { LegalLinks } from './legal-links';
import classes from './shell.module.css';
import { SocialLinks } from './social-links';

function FooterHeading({ children }: { readonly children: string }) {
  return (
    <Title order={2} className={classes.footerHeading}>
      {children}
    </Title>
  );
}

/** Spec 000 §1: the visitors' footer: offices, hours, contact, social links, cards and financing. */
export function VisitorFooter({ settings }: { readonly settings: SiteSettings }) {
  return (
    <footer className={`${classes.footer} dark-surface`}>
      <Container size="xl" pt={48} pb={{ base: 112, md: 96 }}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing={40}>
          <Stack gap="md">
            <Logo tone="dark" />
            <Text size="sm" className={classes.footerMuted}>
              Autos usados, seminuevos y nuevos en Lima, revisados y listos para entregar. Compra o vende tu
              auto con asesoría personalizada.
            </Text>
            <SocialLinks settings={settings} />
          </Stack>

          <Stack gap="sm">
            <FooterHeading>Nuestras tiendas</FooterHeading>
            {settings.oficinas.map((oficina) => (
              <div key={oficina.nombre} className={classes.footerItem}>
                <IconMapPin size={18} aria-hidden="true" className={classes.footerIcon} />
                <div>
                  <Text fw={700} size="sm">
                    {oficina.nombre}
                  </Text>
                  <Text size="sm" className={classes.footerMuted}>
                    {oficina.direccion}
                    <br />
                    {oficina.distrito}
                  </Text>
                  {oficina.mapaUrl && (
                    <Anchor
                      href={oficina.mapaUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                      className={classes.footerLink}
                      aria-label={`Ver en el mapa: ${oficina.nombre}`}
                    >
                      Ver en el mapa
                    </Anchor>
                  )}
                </div>
              </div>
            ))}
          </Stack>

          <Stack gap="sm">
            <FooterHeading>Horario de atención</FooterHeading>
            <dl className={classes.hours}>
              {settings.horarios.map((horario) => (
                <div key={horario.dias} className={classes.hoursRow}>
                  <dt>{horario.dias}</dt>
                  <dd>{horario.horas}</dd>
                </div>
              ))}
            </dl>
          </Stack>

          <Stack gap="sm">
            <FooterHeading>Contacto</FooterHeading>
            <Anchor
              href={telHref(settings.telefono)}
              className={`${classes.footerLink} ${classes.footerItem}`}
            >
              <IconPhone size={18} aria-hidden="true" className={classes.footerIcon} />
              {settings.telefono}
            </Anchor>
            <Anchor
              href={`mailto:${settings.correo}`}
              className={`${classes.footerLink} ${classes.footerItem}`}
            >
              <IconMail size={18} aria-hidden="true" className={classes.footerIcon} />
              {settings.correo}
            </Anchor>
            <div className={classes.footerItem}>
              <IconCreditCard size={18} aria-hidden="true" className={classes.footerIcon} />
              <Text size="sm" className={classes.footerMuted}>
                Contamos con financiamiento vehicular: consulta por tu crédito.
              </Text>
            </div>
            <PaymentLogos />
          </Stack>
        </SimpleGrid>

        <Divider my="xl" color="navy.7" />

        <Group justify="space-between" gap="md">
          <Text size="sm" className={classes.footerMuted}>
            {copyrightLine(settings.razonSocial)} · RUC {settings.ruc}
          </Text>
          <LegalLinks />
        </Group>
      </Container>
    </footer>
  );
}
