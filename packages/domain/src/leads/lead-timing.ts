import { LEAD_WAITING_BADGE_HOURS } from './lead-pipeline';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** How long a lead waited for its first answer (contact or attention), or null while unanswered. */
export function firstResponseMs(lead: {
  fechaReg: string;
  fechaPrimeraRespuesta: string | null;
}): number | null {
  if (!lead.fechaPrimeraRespuesta) return null;
  return Math.max(0, Date.parse(lead.fechaPrimeraRespuesta) - Date.parse(lead.fechaReg));
}

/** How long a still-pending lead has been waiting, or null once attended or closed. */
export function waitingMs(
  lead: { fechaReg: string; estado: boolean; fechaCierre: string | null },
  now: Date,
): number | null {
  if (lead.estado || lead.fechaCierre) return null;
  return Math.max(0, now.getTime() - Date.parse(lead.fechaReg));
}

/** A pending lead older than LEAD_WAITING_BADGE_HOURS shows the waiting badge. */
export function showsWaitingBadge(
  lead: { fechaReg: string; estado: boolean; fechaCierre: string | null },
  now: Date,
): boolean {
  const waited = waitingMs(lead, now);
  return waited !== null && waited > LEAD_WAITING_BADGE_HOURS * HOUR_MS;
}

/** "45 min", "3 h 20 min", "2 d 4 h": a duration as the screen shows it. */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / MINUTE_MS);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
