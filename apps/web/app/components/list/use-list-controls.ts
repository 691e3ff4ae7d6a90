import { useRef, useState } from 'react';

interface ListControlsOptions {
  readonly pageSize: number;
  readonly searchMax: number;
}

/**
 * What a staff list paged by the server keeps (decision 0020): the search typed and the one applied,
 * the page and its size, and the panel's heading that takes the focus when the page changes.
 */
export function useListControls({ pageSize: initialSize, searchMax }: ListControlsOptions) {
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  // Spec 001 §5: a new term goes back to page 1.
  function applyTerm(value: string) {
    setTerm(value.trim().slice(0, searchMax));
    setPage(1);
  }

  function clearSearch() {
    setDraft('');
    applyTerm('');
  }

  return {
    term,
    page,
    pageSize,
    resultsRef,
    clearSearch,
    /** A filter changed: back to the first page. */
    firstPage: () => setPage(1),
    goToPage(next: number) {
      setPage(next);
      resultsRef.current?.focus({ preventScroll: true });
    },
    /** ListSearch's value and handlers. */
    search: {
      value: draft,
      onChange: setDraft,
      onSearch: () => applyTerm(draft),
      onClear: clearSearch,
      maxLength: searchMax,
    },
    /** ListPagination's page-size control. */
    pageSizeControl: (options: readonly number[]) => ({
      options,
      value: pageSize,
      onPageSizeChange: (size: number) => {
        setPageSize(size);
        setPage(1);
      },
    }),
  };
}
