import type { ReactNode } from 'react';
import classes from './list.module.css';

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
  /** The title (an h3) and, beside it, a badge. */
  readonly title: string;
  readonly badge?: ReactNode;
  /** `dt`/`dd` pairs. */
  readonly children: ReactNode;
}

/** One row as a card: a titled header and its facts as a description list. */
export function ListCard({ label, title, badge, children }: ListCardProps) {
  return (
    <article className={classes.card} aria-label={label}>
      <div className={classes.cardHeader}>
        <h3 className={classes.cardTitle}>{title}</h3>
        {badge}
      </div>
      <ListCardFacts>{children}</ListCardFacts>
    </article>
  );
}

/** A card's facts: `dt`/`dd` pairs in two columns. */
export function ListCardFacts({ children }: { readonly children: ReactNode }) {
  return <dl className={classes.cardFacts}>{children}</dl>;
}
