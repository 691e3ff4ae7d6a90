import { Anchor, Container, Paper, Text, Title } from '@mantine/core';
import { IconClock, IconMapPin, IconPhone } from '@tabler/icons-react';
import { ColumnsGrid } from '../../components/columns-grid';
import { useRootData } from '../../lib/root-data';
import { telHref } from '../../lib/tel-href';
import classes from './home.module.css';

/** The offices with their address, map link and the opening hours, from the site settings. */
export function HomeOffices() {
  const { settings } = useRootData();
  return (
    <section aria-labelledby="visitanos" className={classes.band}>
      <Container size="xl" py={{ base: 40, md: 64 }}>
        <Title order={2} id="visitanos">
          Visítanos
        </Title>
        <Text c="dimmed" mb="lg">
          Ven a ver los autos en persona y prueba el que más te guste.
        </Text>
        <ColumnsGrid cols={{ base: 1, md: settings.oficinas.length + 1 }} spacing="lg">
          {settings.oficinas.map((oficina) => (
            <Paper key={oficina.nombre} withBorder radius="lg" p="xl">
              <div className={classes.visitRow}>
                <IconMapPin size={22} aria-hidden="true" className={classes.visitIcon} />
                <div>
                  <Title order={3} size="h4">
                    {oficina.nombre}
                  </Title>
                  <Text c="dimmed">
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
                      aria-label={`Ver en el mapa: ${oficina.nombre}`}
                    >
                      Ver en el mapa
                    </Anchor>
                  )}
                </div>
              </div>
            </Paper>
          ))}
          <Paper withBorder radius="lg" p="xl">
            <div className={classes.visitRow}>
              <IconClock size={22} aria-hidden="true" className={classes.visitIcon} />
              <div>
                <Title order={3} size="h4" mb={4}>
                  Horario de atención
                </Title>
                <dl className={classes.hours}>
                  {settings.horarios.map((horario) => (
                    <div key={horario.dias} className={classes.hoursRow}>
                      <dt>{horario.dias}</dt>
                      <dd>{horario.horas}</dd>
                    </div>
                  ))}
                </dl>
                <Anchor href={telHref(settings.telefono)} size="sm" className={classes.phone}>
                  <IconPhone size={16} aria-hidden="true" /> {settings.telefono}
                </Anchor>
              </div>
            </div>
          </Paper>
        </ColumnsGrid>
      </Container>
    </section>
  );
}
