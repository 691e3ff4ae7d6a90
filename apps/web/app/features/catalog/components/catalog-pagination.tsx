import type { PageWindowItem } from '@motorplaza/domain/shared/page-window';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import classes from './catalog-pagination.module.css';

interface CatalogPaginationProps {
  /** Distinct names for the paginators above and below the list. */
  readonly label: string;
  readonly page: number;
  readonly totalPages: number;
  readonly items: readonly PageWindowItem[];
  /** The address of a page, so each link works on its own (new tab, crawlers). */
  readonly hrefFor: (page: number) => string;
  readonly onPage: (page: number) => void;
}

/** Spec 000 §9: at most 5 page links, rotating around the current page, with ellipses. */
export function CatalogPagination({
  label,
  page,
  totalPages,
  items,
  hrefFor,
  onPage,
}: CatalogPaginationProps) {
  if (totalPages <= 1) return null;

  function follow(event: MouseEvent<HTMLAnchorElement>, target: number) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onPage(target);
  }

  function step(target: number, text: string, icon: 'previous' | 'next') {
    const disabled = target < 1 || target > totalPages;
    const content =
      icon === 'previous' ? (
        <IconChevronLeft size={18} aria-hidden="true" />
      ) : (
        <IconChevronRight size={18} aria-hidden="true" />
      );
    if (disabled) {
      return (
        <button type="button" className={classes.pageLink} disabled aria-label={text}>
          {content}
        </button>
      );
    }
    return (
      <Link
        to={hrefFor(target)}
        preventScrollReset
        className={classes.pageLink}
        aria-label={text}
        onClick={(event) => follow(event, target)}
      >
        {content}
      </Link>
    );
  }

  return (
    <nav aria-label={label}>
      <ul className={classes.pagination}>
        <li>{step(page - 1, 'Página anterior', 'previous')}</li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.position} className={classes.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefFor(item.page)}
                preventScrollReset
                className={classes.pageLink}
                aria-current={item.current ? 'page' : undefined}
                aria-label={`Página ${item.page}`}
                onClick={(event) => follow(event, item.page)}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, 'Página siguiente', 'next')}</li>
      </ul>
    </nav>
  );
}
