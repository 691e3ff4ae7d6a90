import { Text, Title } from '@mantine/core';
import type { PublicVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { formatKm, LOCALE } from '@motorplaza/domain/shared/format';
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

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

interface Fact {
  readonly label: string;
  readonly value: string | null;
  readonly Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  readonly wide?: boolean;
}

function yesNo(value: boolean): string {
  return value ? 'Sí' : 'No';
}

/** '4 cilindros · 2,494 cc', either part alone, or null. */
export function engineText(nroCilindros: number | null, cilindrada: number | null): string | null {
  const parts = [
    nroCilindros === null ? null : `${nroCilindros} cilindros`,
    cilindrada === null ? null : `${integer.format(cilindrada)} cc`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function yearText(vehicle: PublicVehicle): string {
  const { anioFabricacion, anioModelo } = vehicle;
  return anioModelo !== null && anioModelo !== anioFabricacion
    ? `${anioFabricacion} (modelo ${anioModelo})`
    : String(anioFabricacion);
}

/** The facts a buyer compares first; unknown values are left out rather than shown empty. */
export function VehicleFacts({ vehicle }: { readonly vehicle: PublicVehicle }) {
  const facts: Fact[] = [
    {
      label: 'Kilometraje',
      value: vehicle.kilometraje === null ? null : formatKm(vehicle.kilometraje),
      Icon: IconGauge,
    },
    { label: 'Año', value: yearText(vehicle), Icon: IconCalendar },
    { label: 'Transmisión', value: vehicle.transmision, Icon: IconManualGearbox },
    { label: 'Combustible', value: vehicle.combustible, Icon: IconGasStation },
    { label: 'Tracción', value: vehicle.traccion, Icon: IconSteeringWheel },
    { label: 'Carrocería', value: vehicle.carroceria, Icon: IconCar },
    { label: 'Color', value: vehicle.color, Icon: IconPalette },
    { label: 'Motor', value: engineText(vehicle.nroCilindros, vehicle.cilindrada), Icon: IconEngine },
    {
      label: 'Puertas',
      value: vehicle.nroPuertas === null ? null : String(vehicle.nroPuertas),
      Icon: IconDoor,
    },
    { label: 'Tres filas de asientos', value: yesNo(vehicle.swTresFilas), Icon: IconUsersGroup },
    { label: 'Facturable', value: yesNo(vehicle.swFacturable), Icon: IconReceipt },
    // Shown because the page's schema.org data names it (structured data describes what is visible).
    { label: 'VIN / N.° de serie', value: vehicle.vin, Icon: IconBarcode, wide: true },
  ];
  return (
    <section aria-labelledby="caracteristicas">
      <Title order={2} size="h3" id="caracteristicas" mb="md">
        Características principales
      </Title>
      <ColumnsGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" className={classes.facts}>
        {facts
          .filter((fact) => fact.value !== null)
          .map(({ label, value, Icon, wide }) => (
            <div key={label} className={wide ? `${classes.fact} ${classes.wideFact}` : classes.fact}>
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
          ))}
      </ColumnsGrid>
    </section>
  );
}
