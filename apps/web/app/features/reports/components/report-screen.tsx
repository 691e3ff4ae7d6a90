import { Button } from '@mantine/core';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
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

/** The frame of every report screen: its title, subtitle, 'Actualizar' and the export buttons. */
export function ReportScreen({
  title,
  subtitle,
  onRefresh,
  refreshing,
  actions,
  children,
}: ReportScreenProps) {
  return (
    <ListScreen>
      <ListScreenHeader title={title} subtitle={subtitle}>
        {/* Not `disabled` while it reloads: a focused button that becomes disabled drops the focus
            to the body (WCAG 2.4.3); it only looks disabled and ignores the click. */}
        <Button
          variant="outline"
          color="navy"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={() => {
            if (!refreshing) onRefresh();
          }}
          data-disabled={refreshing || undefined}
          aria-disabled={refreshing}
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
