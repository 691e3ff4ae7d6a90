import { Badge } from '@mantine/core';
import classes from './list.module.css';

export interface SummaryBadge {
  readonly label: string;
  readonly color: string;
  /** Shown as written (a search term), not in Mantine's capitals. */
  readonly keepCase?: boolean;
}

interface ResultsSummaryProps {
  /** "Mostrando: N resultados", "Mostrando X de Y registros". */
  readonly text: string;
  /** Words before the badges ("Filtrado por:"). */
  readonly badgesLabel?: string;
  readonly badges?: readonly SummaryBadge[];
}

/** The count of a staff list with the badges of what filters it (spec 001 §2.1, §2.7). */
export function ResultsSummary({ text, badgesLabel, badges = [] }: ResultsSummaryProps) {
  return (
    <div className={classes.summary} role="status">
      {/* One text node, as the spec words it. */}
      <span>{text}</span>
      {badges.length > 0 && badgesLabel && <span className={classes.summaryBadge}>{badgesLabel}</span>}
      {badges.map((badge) => (
        <Badge
          key={badge.label}
          color={badge.color}
          variant="filled"
          tt={badge.keepCase ? 'none' : undefined}
          className={classes.summaryBadge}
        >
          {badge.label}
        </Badge>
      ))}
    </div>
  );
}
