import type { ReactNode } from 'react';
import classes from './list-cards.module.css';

interface ListCardsProps<T> {
  /** The list's accessible name ("Solicitudes de baja de publicidad"). */
  readonly label: string;
  readonly items: readonly T[];
  readonly keyOf: (item: T) => string | number;
  readonly children: (item: T) => ReactNode;
}

/** A list's rows as a grid of cards, for screens narrower than its table. */
export function ListCards<T>({ label, items, keyOf, children }: ListCardsProps<T>) {
  return (
    <ul className={classes.cards} aria-label={label}>
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}

interface ListCardProps {
  /** The card's accessible name. */
  readonly label: string;
  /** The title (an h3) and, beside it, the row's badges. */
  readonly title: string;
  readonly badge?: ReactNode;
  /**
   * A header coloured by the row's state (clients, spec 001 §2.5: green when active, amber when
   * inactive); without it the header is white with a rule under it.
   */
  readonly tone?: 'positive' | 'warning';
  /** Full-width content above the header, such as a photo. */
  readonly media?: ReactNode;
  /** `dt`/`dd` pairs. */
  readonly children: ReactNode;
  /** The row's buttons, at the foot of the card. */
  readonly actions?: ReactNode;
}

/**
 * One row as a card, the same on every staff list: a titled header, its facts as a description list,
 * the actions at the foot (decision 0075-one-list-card-and-shared-css-blocks.md).
 */
export function ListCard({ label, title, badge, tone, media, children, actions }: ListCardProps) {
  return (
    <article className={classes.card} aria-label={label}>
      {media}
      <div className={classes.cardHeader} data-tone={tone}>
        <h3 className={classes.cardTitle}>{title}</h3>
        {badge}
      </div>
      <ListCardFacts>{children}</ListCardFacts>
      {actions && <div className={classes.cardActions}>{actions}</div>}
    </article>
  );
}

/** A card's facts: `dt`/`dd` pairs in two columns. */
export function ListCardFacts({ children }: { readonly children: ReactNode }) {
  return <dl className={classes.cardFacts}>{children}</dl>;
}

/** A record's facts in its detail dialog: `dt`/`dd` pairs in two columns, without the card's padding. */
export function DetailFacts({ children }: { readonly children: ReactNode }) {
  return <dl className={classes.detailFacts}>{children}</dl>;
}

/** A row's buttons side by side, in its table cell or its card. */
export function RowActions({ children }: { readonly children: ReactNode }) {
  return <div className={classes.rowActions}>{children}</div>;
}
