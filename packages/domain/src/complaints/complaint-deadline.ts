import type { ComplaintStatus } from './complaint-texts';

/** A sheet due within this many business days gets the warning badge (and overdue ones the red one). */
export const DUE_SOON_BUSINESS_DAYS = 3;

export type DeadlineTone = 'overdue' | 'due-soon' | 'on-time' | 'answered';

export interface DeadlineBadge {
  readonly tone: DeadlineTone;
  readonly label: string;
}

const plural = (count: number) => (count === 1 ? 'día hábil' : 'días hábiles');

/**
 * What the list says about a sheet's term: answered sheets no longer run against it; open ones show
 * the business days left, warned from DUE_SOON_BUSINESS_DAYS and red once overdue.
 */
export function deadlineBadge(estado: ComplaintStatus, diasRestantes: number): DeadlineBadge {
  if (estado === 'RESPONDIDO') return { tone: 'answered', label: 'Respondido' };
  if (diasRestantes < 0) {
    const late = -diasRestantes;
    return { tone: 'overdue', label: `Vencido hace ${late} ${plural(late)}` };
  }
  if (diasRestantes === 0) return { tone: 'due-soon', label: 'Vence hoy' };
  return {
    tone: diasRestantes <= DUE_SOON_BUSINESS_DAYS ? 'due-soon' : 'on-time',
    label: `Quedan ${diasRestantes} ${plural(diasRestantes)}`,
  };
}
