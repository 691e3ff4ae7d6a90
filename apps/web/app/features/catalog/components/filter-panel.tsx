import type { CatalogAction } from '@motorplaza/domain/catalog/catalog-state';
import type { CatalogView } from '@motorplaza/domain/catalog/catalog-view';
import {
  BOOLEAN_FILTERS,
  type BooleanFilter,
  isOptionGroup,
  isRangeFilter,
  PANEL_GROUPS,
  type PanelGroup,
} from '@motorplaza/domain/catalog/filter-set';
import { useEffect, useRef, useState } from 'react';
import classes from '../filters.module.css';
import { FilterGroup } from './filter-group';
import { OptionFilter } from './option-filter';
import { RangeFilter } from './range-filter';

export const FILTER_PANEL_ID = 'filtros';

/** Spec 000 §2 group names, in screen order. */
const GROUP_TITLES: Record<PanelGroup, string> = {
  swPiso: 'Tienda',
  marca: 'Marca',
  modelo: 'Modelo',
  precio: 'Precio',
  anio: 'Año',
  carroceria: 'Carrocería',
  combustible: 'Combustible',
  transmision: 'Transmisión',
  traccion: 'Tracción',
  kilometraje: 'Kilometraje',
  caracteristicas: 'Características',
};

/** Spec 000 §2: price, year and features start expanded. */
const OPEN_BY_DEFAULT: readonly PanelGroup[] = ['precio', 'anio', 'caracteristicas'];

interface FilterPanelProps {
  readonly view: CatalogView;
  readonly dispatch: (action: CatalogAction) => void;
  /** On small screens the panel shows only once toggled (always on large ones). */
  readonly opened: boolean;
  readonly canClear: boolean;
  /** Small screens: closes the panel and goes to the results. */
  readonly onShowResults: () => void;
}

export function FilterPanel({ view, dispatch, opened, canClear, onShowResults }: FilterPanelProps) {
  const [openGroups, setOpenGroups] = useState<ReadonlySet<PanelGroup>>(() => new Set(OPEN_BY_DEFAULT));
  const firstGroup = useRef<HTMLButtonElement>(null);
  const clearing = useRef(false);

  // 'Limpiar filtros' leaves once nothing is left to clear, taking the focus with it: the focus goes
  // to the first filter instead of falling to the page body.
  useEffect(() => {
    if (canClear || !clearing.current) return;
    clearing.current = false;
    firstGroup.current?.focus();
  }, [canClear]);

  function clearAll() {
    clearing.current = true;
    dispatch({ type: 'clearAll' });
  }

  function toggleGroup(group: PanelGroup) {
    setOpenGroups((current) => {
      const next = new Set(current);
      if (!next.delete(group)) next.add(group);
      return next;
    });
  }

  function body(group: PanelGroup) {
    if (group === 'marca') {
      return (
        <>
          <OptionFilter
            name={GROUP_TITLES.marca}
            options={view.visibleBrands}
            onToggle={(value) => dispatch({ type: 'toggleOption', group: 'marca', value })}
          />
          {view.brandToggleLabel && (
            <button
              type="button"
              className={classes.more}
              onClick={() => dispatch({ type: 'toggleAllBrands' })}
            >
              {view.brandToggleLabel}
            </button>
          )}
        </>
      );
    }
    if (isOptionGroup(group)) {
      return (
        <OptionFilter
          name={GROUP_TITLES[group]}
          options={view.options[group]}
          onToggle={(value) => dispatch({ type: 'toggleOption', group, value })}
        />
      );
    }
    if (isRangeFilter(group)) {
      return (
        <RangeFilter
          range={group}
          slider={view.sliders[group]}
          onChange={(value) => dispatch({ type: 'setRange', range: group, value })}
          onQuickRange={(id) => dispatch({ type: 'toggleQuickRange', range: group, id })}
        />
      );
    }
    return (
      <OptionFilter
        name={GROUP_TITLES.caracteristicas}
        options={BOOLEAN_FILTERS.map((key) => view.booleans[key])}
        onToggle={(value) => dispatch({ type: 'toggleBoolean', key: value as BooleanFilter })}
      />
    );
  }

  return (
    <aside id={FILTER_PANEL_ID} className={classes.panel} data-open={opened} aria-labelledby="filtros-titulo">
      <div className={classes.panelHeader}>
        <h2 id="filtros-titulo" className={classes.panelTitle}>
          Filtros
        </h2>
        {canClear && (
          <button type="button" className={classes.clear} onClick={clearAll}>
            Limpiar filtros
          </button>
        )}
      </div>
      {PANEL_GROUPS.map((group, index) => {
        const badge = view.badges[group];
        const counted = badge !== null && (isOptionGroup(group) || group === 'caracteristicas');
        return (
          <FilterGroup
            key={group}
            id={group}
            title={GROUP_TITLES[group]}
            badge={badge}
            badgeLabel={counted ? `${badge} ${badge === '1' ? 'seleccionado' : 'seleccionados'}` : badge}
            opened={openGroups.has(group)}
            onToggle={() => toggleGroup(group)}
            buttonRef={index === 0 ? firstGroup : undefined}
          >
            {body(group)}
          </FilterGroup>
        );
      })}
      <div className={classes.panelFooter}>
        <button type="button" className={classes.showResults} onClick={onShowResults}>
          {view.total === 1 ? 'Ver 1 resultado' : `Ver ${view.total} resultados`}
        </button>
      </div>
    </aside>
  );
}
