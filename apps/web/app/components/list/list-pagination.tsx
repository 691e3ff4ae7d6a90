import type { PageInfo } from '@motorplaza/domain/shared/list-page';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './list.module.css';

interface ListPaginationProps {
  /** The page and its links, from the domain's pageInfo/listPage (which caps the links). */
  readonly current: Pick<PageInfo, 'page' | 'totalPages' | 'links' | 'from' | 'to' | 'total'>;
  readonly onPage: (page: number) => void;
  /** The navigation's name ("Paginación de vehículos"). */
  readonly label: string;
}

/**
 * Spec 001 §2.1, §2.7, §2.8: the page links, first/last and previous/next, no ellipses, "Página X de Y"
 * and "(from - to de total)". Screens show it only when the list needs more than one page.
 */
export function ListPagination({ current, onPage, label }: ListPaginationProps) {
  const { page, totalPages, links, from, to, total } = current;

  function step(target: number, name: string, icon: ReactNode) {
    const disabled = target < 1 || target > totalPages || target === page;
    return (
      <li>
        <button
          type="button"
          className={classes.pageLink}
          aria-label={name}
          title={name}
          disabled={disabled}
          onClick={() => onPage(target)}
        >
          {icon}
        </button>
      </li>
    );
  }

  return (
    <nav aria-label={label} className={classes.pagination}>
      <ul className={classes.pageList}>
        {step(1, 'Primera página', <IconChevronsLeft size={18} aria-hidden="true" />)}
        {step(page - 1, 'Página anterior', <IconChevronLeft size={18} aria-hidden="true" />)}
        {links.map((link) => (
          <li key={link}>
            <button
              type="button"
              className={classes.pageLink}
              aria-label={`Página ${link}`}
              aria-current={link === page ? 'page' : undefined}
              onClick={() => onPage(link)}
            >
              {link}
            </button>
          </li>
        ))}
        {step(page + 1, 'Página siguiente', <IconChevronRight size={18} aria-hidden="true" />)}
        {step(totalPages, 'Última página', <IconChevronsRight size={18} aria-hidden="true" />)}
      </ul>
      <p className={classes.pageInfo}>
        Página {page} de {totalPages}{' '}
        <span className={classes.pageRange}>
          ({from} - {to} de {total})
        </span>
      </p>
    </nav>
  );
}
