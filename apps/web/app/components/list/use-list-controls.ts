import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

interface ListControlsOptions<F, S extends number> {
  /** The filter's starting choice; a list is "filtered" when its term or filter differs from the start. */
  readonly initialFilter?: F;
  readonly pageSize: NoInfer<S>;
  /** The longest search term the API accepts. */
  readonly searchMax: number;
  /** A term to start with (e.g. from the URL), in the box and applied. */
  readonly initialTerm?: string;
  /**
   * Search as the user types, once typing pauses this long (spec 001 §2.8 "runs on key release");
   * without it the term applies on Enter or the search button only.
   */
  readonly debounceMs?: number;
  /** Runs on every change of term, filter or size, e.g. to drop a selection made on the old rows. */
  readonly onFilterChange?: () => void;
}

/**
 * The state of a staff list paged by the server (decision 0020): the search box's draft and the term
 * applied, an optional filter (screens with several filters keep their own and call `firstPage`), the
 * page and its size. Any change of term, filter or size returns to page 1 (spec 001 §4); a page change
 * and "Limpiar filtros" hand the focus to the list's heading.
 */
export function useListControls<F = null, S extends number = number>({
  initialFilter,
  pageSize: initialSize,
  searchMax,
  initialTerm = '',
  debounceMs,
  onFilterChange,
}: ListControlsOptions<F, S>) {
  const start = (initialFilter ?? null) as F;
  const [filter, setFilter] = useState<F>(start);
  const [draft, setDraft] = useState(initialTerm.slice(0, searchMax));
  const [term, setTerm] = useState(initialTerm.trim().slice(0, searchMax));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<S>(initialSize);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const [debounced] = useDebouncedValue(draft, debounceMs ?? 0);

  function filtered(apply: () => void) {
    apply();
    setPage(1);
    onFilterChange?.();
  }
  const applyTerm = (value: string) => filtered(() => setTerm(value.trim().slice(0, searchMax)));
  function clearSearch() {
    setDraft('');
    applyTerm('');
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced value searches.
  useEffect(() => {
    if (debounceMs !== undefined && debounced.trim() !== term) applyTerm(debounced);
  }, [debounced]);

  return {
    filter,
    term,
    page,
    pageSize,
    /** The list's hidden heading (ListPanel's ref). */
    resultsRef,
    isFiltered: Boolean(term) || filter !== start,
    chooseFilter: (choice: F) => filtered(() => setFilter(choice)),
    /** A filter the screen keeps itself changed: back to the first page. */
    firstPage: () => filtered(() => undefined),
    /** The page to show when the current one no longer exists (its last row was removed). */
    setPage,
    clearSearch,
    /** ListPagination's page-size select over these sizes. */
    pageSizeControl: (options: readonly S[]) => ({
      options,
      value: pageSize,
      onPageSizeChange: (size: number) => filtered(() => setPageSize(size as S)),
    }),
    /** ListSearch's value and handlers. */
    search: {
      value: draft,
      onChange: setDraft,
      onSearch: () => applyTerm(draft),
      onClear: clearSearch,
      maxLength: searchMax,
    },
    clearFilters() {
      setDraft('');
      filtered(() => {
        setTerm('');
        setFilter(start);
      });
      resultsRef.current?.focus();
    },
    goToPage(next: number) {
      setPage(next);
      resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      resultsRef.current?.focus({ preventScroll: true });
    },
  };
}

export type ListControls<F = null, S extends number = number> = ReturnType<typeof useListControls<F, S>>;
