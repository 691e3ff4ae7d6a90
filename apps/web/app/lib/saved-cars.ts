import { COMPARE_MAX, COMPARE_MESSAGES } from '@motorplaza/domain/catalog/compare';
import { SELECTION_MAX } from '@motorplaza/domain/catalog/selection.schema';
import { useSyncExternalStore } from 'react';

/**
 * 'Favoritos' and 'Comparar' without an account (issue 26; decision 0081-favourites-and-compare.md):
 * kept in this browser's localStorage, never sent with a page. Server-rendered pages show every heart
 * empty and the hydrated page reads the list (useSyncExternalStore's server snapshot), so cached pages
 * stay the same for everyone. Other tabs follow through the `storage` event.
 */
export interface ComparedCar {
  readonly idAuto: number;
  readonly nombre: string;
}

interface SavedCars {
  readonly favoritos: readonly number[];
  readonly comparar: readonly ComparedCar[];
  /** The last refusal to show ('Puedes comparar hasta 3 autos a la vez.'), until the next change. */
  readonly aviso: string | null;
}

const FAVOURITES_KEY = 'motorplaza.favoritos';
const COMPARE_KEY = 'motorplaza.comparar';
const EMPTY: SavedCars = { favoritos: [], comparar: [], aviso: null };

const listeners = new Set<() => void>();
let current: SavedCars | undefined;

function readJson(key: string): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? '[]');
  } catch {
    return [];
  }
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

function load(): SavedCars {
  const favourites = readJson(FAVOURITES_KEY);
  const compared = readJson(COMPARE_KEY);
  return {
    favoritos: Array.isArray(favourites) ? favourites.filter(isId).slice(0, SELECTION_MAX) : [],
    comparar: Array.isArray(compared)
      ? compared
          .filter(
            (car): car is ComparedCar =>
              typeof car === 'object' && car !== null && isId(car.idAuto) && typeof car.nombre === 'string',
          )
          .slice(0, COMPARE_MAX)
      : [],
    aviso: null,
  };
}

function snapshot(): SavedCars {
  current ??= load();
  return current;
}

function save(next: SavedCars): void {
  current = next;
  try {
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next.favoritos));
    window.localStorage.setItem(COMPARE_KEY, JSON.stringify(next.comparar));
  } catch {
    // Private browsing without storage: the lists last as long as the page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== FAVOURITES_KEY && event.key !== COMPARE_KEY) return;
    current = load();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSavedCars(): SavedCars {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

export function toggleFavourite(idAuto: number): void {
  const { favoritos } = snapshot();
  const next = favoritos.includes(idAuto)
    ? favoritos.filter((id) => id !== idAuto)
    : [idAuto, ...favoritos].slice(0, SELECTION_MAX);
  save({ ...snapshot(), favoritos: next, aviso: null });
}

/** Adds or removes a car from the comparison; a fourth is refused with the Spanish notice. */
export function toggleCompared(car: ComparedCar): void {
  const { comparar } = snapshot();
  if (comparar.some((entry) => entry.idAuto === car.idAuto)) {
    save({ ...snapshot(), comparar: comparar.filter((entry) => entry.idAuto !== car.idAuto), aviso: null });
  } else if (comparar.length >= COMPARE_MAX) {
    save({ ...snapshot(), aviso: COMPARE_MESSAGES.tooMany });
  } else {
    save({ ...snapshot(), comparar: [...comparar, car], aviso: null });
  }
}

export function clearCompared(): void {
  save({ ...snapshot(), comparar: [], aviso: null });
}
