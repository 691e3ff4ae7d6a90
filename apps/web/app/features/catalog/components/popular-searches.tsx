import type { PopularSearchId } from '@motorplaza/domain/catalog/quick-filters';
import classes from '../catalog.module.css';

interface PopularSearchesProps {
  readonly searches: readonly { id: PopularSearchId; label: string; selected: boolean }[];
  readonly onApply: (id: PopularSearchId) => void;
}

/** Spec 000 §2/§9 'Búsquedas populares': each clears everything, then applies its rule. */
export function PopularSearches({ searches, onApply }: PopularSearchesProps) {
  return (
    <fieldset className={`${classes.fieldset} ${classes.popular}`}>
      <legend className={classes.popularLabel}>Búsquedas populares</legend>
      {searches.map((search) => (
        <button
          key={search.id}
          type="button"
          className={classes.pill}
          aria-pressed={search.selected}
          onClick={() => onApply(search.id)}
        >
          {search.label}
        </button>
      ))}
    </fieldset>
  );
}
