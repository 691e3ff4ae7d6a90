import { forwardRef, type ReactNode, useId } from 'react';
import classes from './list.module.css';

/** The page of a staff list screen: full width up to 1440 px. */
export function ListScreen({ children }: { readonly children: ReactNode }) {
  return <div className={classes.page}>{children}</div>;
}

interface ListScreenHeaderProps {
  readonly title: string;
  readonly subtitle?: string;
  /** The header's buttons (exports, Actualizar, Añadir …). */
  readonly children?: ReactNode;
}

/** The title, subtitle and buttons above a staff list (spec 001 §2.1, §2.7, §2.8). */
export function ListScreenHeader({ title, subtitle, children }: ListScreenHeaderProps) {
  return (
    <header className={classes.header}>
      <div>
        <h1 className={classes.title}>{title}</h1>
        {subtitle && <p className={classes.subtitle}>{subtitle}</p>}
      </div>
      {children && <div className={classes.headerActions}>{children}</div>}
    </header>
  );
}

interface ListPanelProps {
  /** The panel's heading, read by screen readers only ("Listado de vehículos"). */
  readonly heading: string;
  readonly children: ReactNode;
}

/**
 * The panel holding the toolbar, the summary and the results. Its hidden heading takes the focus (ref)
 * when the page changes, so keyboard users land at the top of the new page instead of on the body.
 */
export const ListPanel = forwardRef<HTMLHeadingElement, ListPanelProps>(function ListPanel(
  { heading, children },
  ref,
) {
  const headingId = useId();
  return (
    <section className={classes.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden" ref={ref} tabIndex={-1}>
        {heading}
      </h2>
      {children}
    </section>
  );
});

/** The row of the search box and the filters. */
export function ListToolbar({ children }: { readonly children: ReactNode }) {
  return <div className={classes.toolbar}>{children}</div>;
}
