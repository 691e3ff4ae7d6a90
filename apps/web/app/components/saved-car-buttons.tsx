import { IconHeart, IconHeartFilled, IconScale } from '@tabler/icons-react';
import { type ComparedCar, toggleCompared, toggleFavourite, useSavedCars } from '../lib/saved-cars';
import classes from './saved-car-buttons.module.css';

interface SavedCarButtonProps {
  readonly car: ComparedCar;
  /** `icon`: a round button over a card's photo; `text`: a labelled button (the vehicle page). */
  readonly variant?: 'icon' | 'text';
}

/**
 * The heart: 'Guardar en favoritos' / 'Quitar de favoritos' with aria-pressed. The server renders it
 * unpressed; the browser's list presses it after hydration, in the same box (no layout shift).
 */
export function FavouriteButton({ car, variant = 'icon' }: SavedCarButtonProps) {
  const saved = useSavedCars().favoritos.includes(car.idAuto);
  const label = saved ? 'Quitar de favoritos' : 'Guardar en favoritos';
  const Icon = saved ? IconHeartFilled : IconHeart;
  return (
    <button
      type="button"
      className={variant === 'icon' ? classes.round : classes.text}
      data-kind="favourite"
      aria-pressed={saved}
      aria-label={variant === 'icon' ? label : undefined}
      title={variant === 'icon' ? label : undefined}
      onClick={() => toggleFavourite(car.idAuto)}
    >
      <Icon size={20} aria-hidden="true" />
      {variant === 'text' && <span>{label}</span>}
    </button>
  );
}

/** The 'Comparar' toggle: adds the car to the comparison tray (at most three). */
export function CompareButton({ car, variant = 'icon' }: SavedCarButtonProps) {
  const chosen = useSavedCars().comparar.some((entry) => entry.idAuto === car.idAuto);
  return (
    <button
      type="button"
      className={variant === 'icon' ? classes.round : classes.text}
      data-kind="compare"
      aria-pressed={chosen}
      aria-label={variant === 'icon' ? 'Comparar' : undefined}
      title={variant === 'icon' ? 'Comparar' : undefined}
      onClick={() => toggleCompared(car)}
    >
      <IconScale size={20} aria-hidden="true" />
      {variant === 'text' && <span>Comparar</span>}
    </button>
  );
}
