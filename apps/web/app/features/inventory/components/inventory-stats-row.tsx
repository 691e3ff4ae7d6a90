import type { InventoryStats } from '@motorplaza/domain/vehicles/inventory-stats';
import {
  IconCar,
  IconCircleCheck,
  IconCircleOff,
  IconCurrencyDollar,
  IconTransfer,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { toneClass } from '../../../components/stat-card/stat-card';
import classes from './inventory.module.css';

interface InventoryStatsRowProps {
  readonly stats: InventoryStats;
}

/** Spec 001 §2.1 statistics row: Total Vehículos, Disponibles, Vendidos, Sell In, No Disponibles. */
export function InventoryStatsRow({ stats }: InventoryStatsRowProps) {
  const items: { label: string; value: number; icon: ReactNode; tone: string | undefined }[] = [
    { label: 'Total Vehículos', value: stats.total, icon: <IconCar size={22} />, tone: toneClass('navy') },
    {
      label: 'Disponibles',
      value: stats.disponibles,
      icon: <IconCircleCheck size={22} />,
      tone: toneClass('green'),
    },
    {
      label: 'Vendidos',
      value: stats.vendidos,
      icon: <IconCurrencyDollar size={22} />,
      tone: toneClass('red'),
    },
    { label: 'Sell In', value: stats.sellIn, icon: <IconTransfer size={22} />, tone: toneClass('yellow') },
    {
      label: 'No Disponibles',
      value: stats.noDisponibles,
      icon: <IconCircleOff size={22} />,
      tone: toneClass('gray'),
    },
  ];
  return (
    <section aria-label="Estadísticas del inventario">
      <ul className={classes.stats}>
        {items.map((item) => (
          <li key={item.label} className={classes.stat}>
            <span className={`${classes.statIcon} ${item.tone}`} aria-hidden="true">
              {item.icon}
            </span>
            <span className={classes.statText}>
              <span className={classes.statValue}>{item.value}</span>
              <span className={classes.statLabel}>{item.label}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
