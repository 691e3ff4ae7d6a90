import { DEFAULT_SITE_SETTINGS } from '@motorplaza/domain/settings/default-settings';
import { describe, expect, it } from 'vitest';
import { formatCalendarDay, type LegalSection, tableOfContents } from './legal-document';
import { privacyPolicy } from './privacy-content';
import { termsAndConditions } from './terms-content';

describe('tableOfContents', () => {
  it('numbers sections and subsections in reading order', () => {
    const sections: LegalSection[] = [
      { id: 'uno', title: 'Uno' },
      {
        id: 'dos',
        title: 'Dos',
        subsections: [
          { id: 'dos-a', title: 'A' },
          { id: 'dos-b', title: 'B' },
        ],
      },
    ];
    expect(tableOfContents(sections)).toEqual([
      { id: 'uno', label: '1. Uno', level: 2 },
      { id: 'dos', label: '2. Dos', level: 2 },
      { id: 'dos-a', label: '2.1 A', level: 3 },
      { id: 'dos-b', label: '2.2 B', level: 3 },
    ]);
  });

  it.each([
    [
      [
        { id: 'a', title: 'A' },
        { id: 'b', title: 'B', subsections: [{ id: 'a', title: 'A' }] },
      ],
      /Repeated/,
    ],
    [[{ id: 'Con espacio', title: 'A' }], /Invalid anchor/],
    [[{ id: 'fin-', title: 'A' }], /Invalid anchor/],
  ])('rejects %j', (sections, message) => {
    expect(() => tableOfContents(sections)).toThrow(message);
  });

  it.each([
    ['terms', termsAndConditions(DEFAULT_SITE_SETTINGS)],
    ['privacy', privacyPolicy(DEFAULT_SITE_SETTINGS)],
  ])('gives the %s page unique, valid anchors and a valid date', (_, document) => {
    expect(tableOfContents(document.sections).length).toBeGreaterThan(5);
    expect(formatCalendarDay(document.updated)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});

describe('formatCalendarDay', () => {
  it.each([
    ['2026-11-24', '24/11/2026'],
    ['2026-01-01', '01/01/2026'],
  ])('%s → %s, the same day whatever the time zone', (day, shown) => {
    expect(formatCalendarDay(day)).toBe(shown);
  });

  it.each(['24/11/2026', '2026-1-1', ''])('rejects %j', (day) => {
    expect(() => formatCalendarDay(day)).toThrow();
  });
});
