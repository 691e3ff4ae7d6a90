import { pageInfo } from '@motorplaza/domain/shared/list-page';
import type { ReactNode } from 'react';
import { ListPanel, ListToolbar } from './list-layout';
import { ListPagination } from './list-pagination';
import { ListSearch } from './list-search';
import { ResultsSummary } from './results-summary';
import type { ListControls } from './use-list-controls';

interface PagedListPanelProps {
  /** The list's state (useListControls). */
  readonly state: ListControls;
  /** The panel's hidden heading, e.g. 'Listado de ofertas de autos'. */
  readonly heading: string;
  readonly search: { readonly label: string; readonly placeholder: string; readonly loading: boolean };
  /** The filters beside the search box. */
  readonly filters: ReactNode;
  /** The page the server answered, or null while loading or after a failure. */
  readonly data: { readonly total: number; readonly page: number } | null;
  /** Whether the page has rows (the paginator shows only then). */
  readonly hasRows: boolean;
  readonly pageSizes: readonly number[];
  readonly paginationLabel: string;
  /** The results: loading, error, empty, cards or table. */
  readonly children: ReactNode;
}

/** A staff list's panel: search and filters, 'Mostrando: N resultados', the results and the paginator. */
export function PagedListPanel({
  state,
  heading,
  search,
  filters,
  data,
  hasRows,
  pageSizes,
  paginationLabel,
  children,
}: PagedListPanelProps) {
  const current = pageInfo(data?.total ?? 0, data?.page ?? state.page, {
    pageSize: state.pageSize,
    maxLinks: 5,
  });
  return (
    <ListPanel heading={heading} ref={state.resultsRef}>
      <ListToolbar>
        <ListSearch
          label={search.label}
          placeholder={search.placeholder}
          {...state.search}
          loading={search.loading && Boolean(state.term)}
        />
        {filters}
      </ListToolbar>
      {data && <ResultsSummary text={`Mostrando: ${data.total} resultados`} />}
      {children}
      {data && hasRows && (
        <ListPagination
          current={current}
          onPage={state.goToPage}
          label={paginationLabel}
          pageSize={state.pageSizeControl(pageSizes)}
        />
      )}
    </ListPanel>
  );
}
