import { SORT_OPTIONS, type SortOption } from '@motorplaza/domain/catalog/catalog-sort';
import type { ViewMode } from '@motorplaza/domain/catalog/catalog-state';
import { IconAdjustments, IconLayoutGrid, IconList } from '@tabler/icons-react';
import type { Ref } from 'react';
import classes from '../catalog.module.css';
import { FILTER_PANEL_ID } from './filter-panel';
import header from './results-header.module.css';

interface ResultsHeaderProps {
  readonly total: number;
  readonly page: number;
  readonly totalPages: number;
  readonly sort: SortOption | null;
  readonly view: ViewMode;
  readonly filtersOpened: boolean;
  readonly activeFilters: number;
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly onSort: (sort: SortOption | null) => void;
  readonly onView: (view: ViewMode) => void;
  readonly onToggleFilters: () => void;
}

/** Spec 000 §2 results header: count, 'página X de Y', sort, list/grid and (small screens) filters. */
export function ResultsHeader(props: ResultsHeaderProps) {
  const { total, page, totalPages, sort, view, filtersOpened, activeFilters } = props;
  return (
    <div className={header.resultsHeader}>
      {/* Announced politely after each change, so a screen reader hears how many cars are left. */}
      <div className={header.count} role="status" aria-live="polite" aria-atomic="true">
        <h2 ref={props.headingRef} tabIndex={-1} className={header.countTitle}>
          {total === 1 ? '1 resultado' : `${total} resultados`}
        </h2>
        <span className={header.pageOf}>
          página {page} de {totalPages}
        </span>
      </div>
      <div className={header.controls}>
        <button
          type="button"
          className={`${header.control} ${header.filtersToggle}`}
          aria-expanded={filtersOpened}
          aria-controls={FILTER_PANEL_ID}
          onClick={props.onToggleFilters}
        >
          <IconAdjustments size={18} aria-hidden="true" />
          Filtros
          {activeFilters > 0 && (
            <span className={header.toggleBadge}>
              <span aria-hidden="true">{activeFilters}</span>
              <span className="visually-hidden">
                {`(${activeFilters} ${activeFilters === 1 ? 'aplicado' : 'aplicados'})`}
              </span>
            </span>
          )}
        </button>
        <label htmlFor="catalogo-orden" className="visually-hidden">
          Ordenar resultados
        </label>
        <select
          id="catalogo-orden"
          className={`${header.control} ${header.select}`}
          value={sort ?? ''}
          onChange={(event) => {
            const value = Number(event.currentTarget.value);
            props.onSort(SORT_OPTIONS.find((option) => option.value === value)?.value ?? null);
          }}
        >
          <option value="">Ordenar</option>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <fieldset className={`${classes.fieldset} ${header.viewToggle}`}>
          <legend className="visually-hidden">Vista de resultados</legend>
          <button
            type="button"
            className={`${header.control} ${header.iconControl}`}
            aria-pressed={view === 'grid'}
            aria-label="Cuadrícula"
            title="Cuadrícula"
            onClick={() => props.onView('grid')}
          >
            <IconLayoutGrid size={18} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${header.control} ${header.iconControl}`}
            aria-pressed={view === 'list'}
            aria-label="Lista"
            title="Lista"
            onClick={() => props.onView('list')}
          >
            <IconList size={18} aria-hidden="true" />
          </button>
        </fieldset>
      </div>
    </div>
  );
}
