import { Text, Title } from '@mantine/core';
import type { PublicVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { type VehicleFactKey, vehicleFacts } from '@motorplaza/domain/catalog/vehicle-facts';
import {
  IconBarcode,
  IconCalendar,
  IconCar,
  IconDoor,
  IconEngine,
  IconGasStation,
  IconGauge,
  IconManualGearbox,
  IconPalette,
  IconReceipt,
  IconSteeringWheel,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { ColumnsGrid } from '../../components/columns-grid';
import classes from './vehicle-page.module.css';

const ICONS: Record<VehicleFactKey, ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>> = {
  kilometraje: IconGauge,
  anio: IconCalendar,
  transmision: IconManualGearbox,
  combustible: IconGasStation,
  traccion: IconSteeringWheel,
  carroceria: IconCar,
  color: IconPalette,
  motor: IconEngine,
  puertas: IconDoor,
  tresFilas: IconUsersGroup,
  facturable: IconReceipt,
  vin: IconBarcode,
};

/** The facts a buyer compares first (the same list as the comparison table); unknown values are left out. */
export function VehicleFacts({ vehicle }: { readonly vehicle: PublicVehicle }) {
  const facts = vehicleFacts(vehicle);
  return (
    <section aria-labelledby="caracteristicas">
      <Title order={2} size="h3" id="caracteristicas" mb="md">
        Características principales
      </Title>
      <ColumnsGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" className={classes.facts}>
        {facts
          .filter((fact) => fact.value !== null)
          .map(({ key, label, value }) => {
            const Icon = ICONS[key];
            return (
              <div key={key} className={key === 'vin' ? `${classes.fact} ${classes.wideFact}` : classes.fact}>
                <Text component="dt" size="xs" c="dimmed" fw={600}>
                  <span className={classes.factIcon}>
                    <Icon size={20} aria-hidden="true" />
                  </span>
                  {label}
                </Text>
                <Text component="dd" fw={700}>
                  {value}
                </Text>
              </div>
            );
          })}
      </ColumnsGrid>
    </section>
  );
}
