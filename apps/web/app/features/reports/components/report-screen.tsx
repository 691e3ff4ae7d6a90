import { Button } from '@mantine/core';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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
        <Button
          variant="outline"
          color="navy"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={onRefresh}
          disabled={refreshing}
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
  readonly children: ReactNode;
}

/** A titled card of a report (a chart, a table, a group of indicators). */
export function ReportSection({ title, subtitle, actions, children }: ReportSectionProps) {
  return (
    <section className={classes.section} aria-label={title}>
      <header className={classes.sectionHeader}>
        <div>
          <h2 className={classes.sectionTitle}>{title}</h2>
          {subtitle && <p className={classes.sectionSubtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={classes.sectionActions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}
