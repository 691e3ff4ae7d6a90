import type { ReactNode } from 'react';

/** A numbered part of a legal page: an h2 (or h3 for a subsection) with an anchor a link can target. */
export interface LegalSection {
  /** The anchor of the heading (`/politicas-de-privacidad#finalidades`); stable, links depend on it. */
  readonly id: string;
  readonly title: string;
  readonly body?: ReactNode;
  readonly subsections?: readonly LegalSection[];
}

export interface LegalDocument {
  readonly title: string;
  /** The day of the last change, `yyyy-MM-dd`. */
  readonly updated: string;
  readonly intro: ReactNode;
  readonly sections: readonly LegalSection[];
}

export interface TocEntry {
  readonly id: string;
  readonly label: string;
  readonly level: 2 | 3;
}

/**
 * The table of contents: every section and subsection in reading order, numbered as the page
 * numbers them ('3. Finalidades', '3.1 Clientes'). Throws on a repeated anchor, which would make a
 * link land on the wrong heading.
 */
export function tableOfContents(sections: readonly LegalSection[]): TocEntry[] {
  const entries: TocEntry[] = [];
  const seen = new Set<string>();
  const claim = (id: string) => {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) throw new Error(`Invalid anchor: ${id}`);
    if (seen.has(id)) throw new Error(`Repeated anchor: ${id}`);
    seen.add(id);
  };
  sections.forEach((section, index) => {
    claim(section.id);
    entries.push({ id: section.id, label: `${index + 1}. ${section.title}`, level: 2 });
    section.subsections?.forEach((sub, subIndex) => {
      claim(sub.id);
      entries.push({ id: sub.id, label: `${index + 1}.${subIndex + 1} ${sub.title}`, level: 3 });
    });
  });
  return entries;
}

/**
 * A calendar day `yyyy-MM-dd` as dd/MM/yyyy. Not through Date: midnight UTC is the previous day in
 * Lima, and the date of a document does not move with time zones.
 */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Invalid day: ${day}`);
  const [, year, month, date] = match;
  return `${date}/${month}/${year}`;
}
