import type { FacetOption } from '@motorplaza/domain/catalog/catalog-view';
import classes from '../filters.module.css';

interface OptionFilterProps {
  /** The group's name, for the list's accessible name. */
  readonly name: string;
  readonly options: readonly FacetOption[];
  readonly onToggle: (value: string | number) => void;
}

/** Checkboxes of one group, each with how many cars it would leave (facet counts). */
export function OptionFilter({ name, options, onToggle }: OptionFilterProps) {
  if (options.length === 0) {
    return <p className={classes.optionCount}>Sin opciones para esta búsqueda.</p>;
  }
  return (
    <ul className={classes.options} aria-label={name}>
      {options.map((option) => (
        <li key={String(option.value)}>
          <label className={classes.option} data-empty={option.count === 0 && !option.selected}>
            <input type="checkbox" checked={option.selected} onChange={() => onToggle(option.value)} />
            <span className={classes.optionLabel}>{option.label}</span>{' '}
            <span className={classes.optionCount}>({option.count})</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
