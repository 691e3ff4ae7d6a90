import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type SiteSettings, whatsappLink } from '@motorplaza/domain/settings/site-settings.schema';
import { IconBrandWhatsapp, IconClock, IconMapPin } from '@tabler/icons-react';
import classes from './home.module.css';

/** The hero's side card: where and when to visit, and a direct WhatsApp chat. */
export function HomeVisitCard({ settings }: { readonly settings: SiteSettings }) {
  return (
    <Paper radius="lg" p="xl" className={classes.visitCard}>
      <Title order={2} size="h3" mb="md">
        Visítanos
      </Title>
      <Stack gap="md">
        {settings.oficinas.map((oficina) => (
          <div key={oficina.nombre} className={classes.visitRow}>
            <ThemeIcon variant="light" color="brand" radius="md" size="lg">
              <IconMapPin size={20} aria-hidden="true" />
            </ThemeIcon>
            <div>
              <Text fw={700}>{oficina.nombre}</Text>
              <Text size="sm" c="dimmed">
                {oficina.direccion}, {oficina.distrito}
              </Text>
            </div>
          </div>
        ))}
        <div className={classes.visitRow}>
          <ThemeIcon variant="light" color="brand" radius="md" size="lg">
            <IconClock size={20} aria-hidden="true" />
          </ThemeIcon>
          <div>
            {settings.horarios.map((horario) => (
              <Text key={horario.dias} size="sm">
                <Text span fw={700} size="sm">
                  {horario.dias}:
                </Text>{' '}
                {horario.horas}
              </Text>
            ))}
          </div>
        </div>
        <Button
          component="a"
          href={whatsappLink(settings.whatsapp, settings.mensajeWhatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          color="#0b6e4f"
          size="md"
          leftSection={<IconBrandWhatsapp size={20} aria-hidden="true" />}
        >
          Escríbenos por WhatsApp
        </Button>
      </Stack>
    </Paper>
  );
}
