import type { InventoryPage } from '@motorplaza/domain/vehicles/inventory-page';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './inventory.module.css';

interface InventoryPaginationProps {
  readonly current: Pick<InventoryPage<unknown>, 'page' | 'totalPages' | 'links' | 'from' | 'to' | 'total'>;
  readonly onPage: (page: number) => void;
}

/**
 * Spec 001 §2.1, §9: up to 5 page links, first/last and previous/next, no ellipses, "Página X de Y"
 * and "(from - to de total)". Shown only when the list needs more than one page.
 */
export function InventoryPagination({ current, onPage }: InventoryPaginationProps) {
  const { page, totalPages, links, from, to, total } = current;

  function step(target: number, label: string, icon: ReactNode) {
    const disabled = target < 1 || target > totalPages || target === page;
    return (
      <li>
        <button
          type="button"
          className={classes.pageLink}
          aria-label={label}
          title={label}
          disabled={disabled}
          onClick={() => onPage(target)}
        >
          {icon}
        </button>
      </li>
    );
  }

  return (
    <nav aria-label="Paginación de vehículos" className={classes.pagination}>
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
