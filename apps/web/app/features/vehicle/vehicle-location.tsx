import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { storeLabel } from '@motorplaza/domain/vehicles/status';
import { vehicleLocation } from '@motorplaza/domain/vehicles/vehicle-store';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import classes from './vehicle-page.module.css';

interface VehicleLocationProps {
  readonly swPiso: number;
  readonly settings: SiteSettings;
}

/** Where to see the car: its store with address and hours, or every office by appointment. */
export function VehicleLocation({ swPiso, settings }: VehicleLocationProps) {
  const { byAppointment, offices } = vehicleLocation(swPiso, settings.oficinas);
  return (
    <section aria-labelledby="donde-verlo">
      <Title order={2} size="h3" id="donde-verlo" mb="md">
        Dónde verlo
      </Title>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          {byAppointment ? (
            <Text>
              <strong>{storeLabel(swPiso)}:</strong> este auto se muestra con cita previa. Escríbenos o
              llámanos al {settings.telefono} y coordinamos tu visita en cualquiera de nuestras tiendas.
            </Text>
          ) : (
            <Text>Este auto te espera en nuestra tienda:</Text>
          )}
          {offices.map((office) => (
            <div key={office.nombre} className={classes.infoRow}>
              <IconMapPin size={20} aria-hidden="true" className={classes.infoIcon} />
              <div>
                <Text fw={700}>{office.nombre}</Text>
                <Text size="sm" c="dimmed">
                  {office.direccion}, {office.distrito}
                </Text>
                {office.mapaUrl && (
                  <Anchor
                    href={office.mapaUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    aria-label={`Ver en el mapa: ${office.nombre}`}
                  >
                    Ver en el mapa
                  </Anchor>
                )}
              </div>
            </div>
          ))}
          <div className={classes.infoRow}>
            <IconClock size={20} aria-hidden="true" className={classes.infoIcon} />
            <dl className={classes.hours}>
              {settings.horarios.map((horario) => (
                <div key={horario.dias} className={classes.hoursRow}>
                  <dt>{horario.dias}</dt>
                  <dd>{horario.horas}</dd>
                </div>
              ))}
            </dl>
          </div>
        </Stack>
      </Paper>
    </section>
  );
}
