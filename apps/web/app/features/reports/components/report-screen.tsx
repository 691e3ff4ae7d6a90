import { Button } from '@mantine/core';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { IconRefresh } from '@tabler/icons-react';
import { type ReactNode, type Ref, type RefObject, useEffect, useRef } from 'react';
import { ListScreen, ListScreenHeader } from '../../../components/list/list-layout';
import classes from './reports.module.css';

interface ReportScreenProps {
  readonly title: string;
  readonly subtitle?: string;
  /** 'Actualizar': reloads the report (spec 000 §4: refresh reloads). */
  readonly onRefresh: () => void;
  /** While a reload runs the button reads 'Actualizando...' and waits. */
  readonly refreshing: boolean;
  /** More header buttons (exports, print). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/**
 * Keeps the keyboard focus in the report when a reload replaces the part that held it (the error
 * card's 'Reintentar', the empty state's button): it moves to `target` instead of the page's body.
 */
function useFocusKeeper(target: RefObject<HTMLElement | null>) {
  const lastFocused = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof Element) lastFocused.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  // After every render: the state that removed the focused element has just been committed.
  useEffect(() => {
    const lost = lastFocused.current;
    const active = document.activeElement;
    if (lost && !lost.isConnected && (active === null || active === document.body)) target.current?.focus();
  });
}

/**
 * The frame of every report screen: its title, subtitle, 'Actualizar' and the export buttons. While a
 * reload runs, 'Actualizando...' looks disabled and ignores clicks but keeps the focus (a disabled
 * button would drop it to the page's body).
 */
export function ReportScreen({
  title,
  subtitle,
  onRefresh,
  refreshing,
  actions,
  children,
}: ReportScreenProps) {
  const refreshButton = useRef<HTMLButtonElement>(null);
  useFocusKeeper(refreshButton);
  return (
    <ListScreen>
      <ListScreenHeader title={title} subtitle={subtitle}>
        <Button
          ref={refreshButton}
          variant="outline"
          color="navy"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={() => {
            if (!refreshing) onRefresh();
          }}
          data-disabled={refreshing || undefined}
          aria-disabled={refreshing || undefined}
          aria-busy={refreshing}
        >
          {refreshing ? REPORT_TEXTS.refreshing : REPORT_TEXTS.refresh}
        </Button>
        {actions}
      </ListScreenHeader>
      {children}
    </ListScreen>
  );
}

interface ReportSectionProps {
  readonly title: string;
  readonly subtitle?: string;
  readonly actions?: ReactNode;
  /**
   * Makes the title focusable from code: a 'Reintentar' or 'Actualizar' button inside the section
   * disappears when pressed, and the focus goes to the title instead of the body.
   */
  readonly headingRef?: Ref<HTMLHeadingElement>;
  readonly children: ReactNode;
}

/** A titled card of a report (a chart, a table, a group of indicators). */
export function ReportSection({ title, subtitle, actions, headingRef, children }: ReportSectionProps) {
  return (
    <section className={classes.section} aria-label={title}>
      <header className={classes.sectionHeader}>
        <div>
          <h2 className={classes.sectionTitle} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
            {title}
          </h2>
          {subtitle && <p className={classes.sectionSubtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={classes.sectionActions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}
