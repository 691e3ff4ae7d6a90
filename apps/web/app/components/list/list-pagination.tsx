import { Input, NativeSelect } from '@mantine/core';
import type { PageInfo } from '@motorplaza/domain/shared/list-page';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import classes from './list.module.css';

/** The page-size choice of the Material-style paginator (spec 001 §9: registered and interested clients). */
export interface PageSizeControl {
  /** The sizes offered (5, 10, 25, 50). */
  readonly options: readonly number[];
  readonly value: number;
  readonly onPageSizeChange: (size: number) => void;
}

interface ListPaginationProps {
  /** The page and its links, from the domain's pageInfo/listPage (which caps the links). */
  readonly current: Pick<PageInfo, 'page' | 'totalPages' | 'links' | 'from' | 'to' | 'total'>;
  readonly onPage: (page: number) => void;
  /** The navigation's name ("Paginación de vehículos"). */
  readonly label: string;
  /**
   * With it, the Material-style variant: 'Elementos por página:' and the range "1 – 10 de N" instead of
   * the page links and "Página X de Y" (decision 0022: the spec's English labels rendered in Spanish).
   */
  readonly pageSize?: PageSizeControl;
}

/**
 * Spec 001 §2.1, §2.7, §2.8: the page links, first/last and previous/next, no ellipses, "Página X de Y"
 * and "(from - to de total)". Screens show it only when the list needs more than one page. With
 * `pageSize` (spec 001 §9, clients): first/previous/next/last, a page-size select and "from – to de total".
 */
export function ListPagination({ current, onPage, label, pageSize }: ListPaginationProps) {
  const { page, totalPages, links, from, to, total } = current;
  const sizeId = useId();

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

  const pageLinks = pageSize
    ? null
    : links.map((link) => (
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
      ));

  return (
    <nav aria-label={label} className={pageSize ? classes.sizedPagination : classes.pagination}>
      {pageSize && (
        <div className={classes.pageSize}>
          <Input.Label htmlFor={sizeId} className={classes.pageSizeLabel}>
            Elementos por página:
          </Input.Label>
          <NativeSelect
            id={sizeId}
            value={String(pageSize.value)}
            data={pageSize.options.map((option) => String(option))}
            onChange={(event) => pageSize.onPageSizeChange(Number(event.currentTarget.value))}
          />
        </div>
      )}
      {pageSize && (
        <p className={classes.pageInfo} aria-live="polite">
          {total === 0 ? '0 de 0' : `${from} – ${to} de ${total}`}
        </p>
      )}
      <ul className={classes.pageList}>
        {step(1, 'Primera página', <IconChevronsLeft size={18} aria-hidden="true" />)}
        {step(page - 1, 'Página anterior', <IconChevronLeft size={18} aria-hidden="true" />)}
        {pageLinks}
        {step(page + 1, 'Página siguiente', <IconChevronRight size={18} aria-hidden="true" />)}
        {step(totalPages, 'Última página', <IconChevronsRight size={18} aria-hidden="true" />)}
      </ul>
      {!pageSize && (
        <p className={classes.pageInfo}>
          Página {page} de {totalPages}{' '}
          <span className={classes.pageRange}>
            ({from} - {to} de {total})
          </span>
        </p>
      )}
    </nav>
  );
}
