import type { ReactNode } from 'react';
import classes from './stat-card.module.css';

export type StatTone = 'navy' | 'green' | 'red' | 'orange' | 'yellow' | 'gray' | 'blue' | 'violet' | 'teal';

/** The icon badge colours, shared with the inventory's statistics row. */
export function toneClass(tone: StatTone): string | undefined {
  return classes[tone];
}

interface StatCardGridProps {
  /** Cards a row on a desktop (two on a tablet; on a phone three-column grids stack). */
  readonly columns: 3 | 4;
  readonly children: ReactNode;
}

/** A list of figure cards. */
export function StatCardGrid({ columns, children }: StatCardGridProps) {
  return (
    <ul className={`${classes.grid} ${columns === 3 ? classes.columns3 : classes.columns4}`}>{children}</ul>
  );
}

interface StatCardProps {
  readonly label: string;
  /** The label as a heading (the dashboard's indicators) or as text (the status report's cards). */
  readonly labelAs?: 'h3' | 'p';
  readonly value: string;
  readonly icon: ReactNode;
  readonly tone: StatTone;
  /** The line under the value (a breakdown, a percent, last month). */
  readonly detail?: ReactNode;
}

/** One figure card: a coloured icon, its label, the value and a detail line. */
export function StatCard({ label, labelAs: Label = 'p', value, icon, tone, detail }: StatCardProps) {
  return (
    <li className={classes.card}>
      <span className={`${classes.icon} ${classes[tone]}`} aria-hidden="true">
        {icon}
      </span>
      <div className={classes.body}>
        <Label className={classes.label}>{label}</Label>
        <p className={classes.value}>{value}</p>
        {detail && <div className={classes.detail}>{detail}</div>}
      </div>
    </li>
  );
}
