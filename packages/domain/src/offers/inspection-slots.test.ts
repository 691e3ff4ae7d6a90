import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../settings/default-settings';
import {
  DEFAULT_WEEKLY_HOURS,
  inspectionDays,
  isOfferedSlot,
  limaSlotInstant,
  parseDays,
  parseHours,
  SLOT_MINUTES,
  weeklyHours,
} from './inspection-slots';

const NONE = new Set<string>();

describe('parseDays', () => {
  it.each([
    ['Lunes a Viernes', [1, 2, 3, 4, 5]],
    ['Sábado', [6]],
    ['Domingo', [0]],
    ['lun - vie', [1, 2, 3, 4, 5]],
    ['Lunes, Miércoles y Viernes', [1, 3, 5]],
    ['Viernes a Lunes', [0, 1, 5, 6]],
    ['Sábados y domingos', [0, 6]],
    ['Feriados', []],
    ['', []],
  ])('%s → %j', (text, days) => {
    expect(parseDays(text)).toEqual(days);
  });
});

describe('parseHours', () => {
  it.each([
    ['9:00 a 18:00', { open: 540, close: 1080 }],
    ['09:00 - 18:30', { open: 540, close: 1110 }],
    ['9 am a 6 pm', { open: 540, close: 1080 }],
    ['9h00 a 13h00', { open: 540, close: 780 }],
    ['Cerrado', null],
    ['previa cita', null],
    ['18:00 a 9:00', null],
    ['9:00 a 25:00', null],
  ])('%s', (text, hours) => {
    expect(parseHours(text)).toEqual(hours);
  });
});

describe('weeklyHours', () => {
  it('reads the default settings as spec 000 §1 says', () => {
    expect(weeklyHours(DEFAULT_SITE_SETTINGS.horarios)).toEqual(DEFAULT_WEEKLY_HOURS);
  });

  it('falls back to the spec hours when nothing can be read', () => {
    expect(weeklyHours([{ dias: 'Todos los días', horas: 'Consultar' }])).toBe(DEFAULT_WEEKLY_HOURS);
    expect(weeklyHours([{ dias: 'Domingo', horas: 'Cerrado' }])).toBe(DEFAULT_WEEKLY_HOURS);
  });

  it('lets a later line override the days it names', () => {
    const hours = weeklyHours([
      { dias: 'Lunes a Sábado', horas: '10:00 a 19:00' },
      { dias: 'Sábado', horas: 'Cerrado' },
    ]);
    expect(hours[1]).toEqual({ open: 600, close: 1140 });
    expect(hours[6]).toBeNull();
    expect(hours[0]).toBeNull();
  });
});

describe('inspectionDays', () => {
  // 2026-11-21 is a Saturday.
  const today = '2026-11-21';

  it('starts tomorrow, skips closed days and holidays, and keeps whole hours before closing', () => {
    const days = inspectionDays(DEFAULT_WEEKLY_HOURS, {
      today,
      holidays: new Set(['2026-11-24']),
      days: 7,
    });
    expect(days.map((day) => day.fecha)).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    const monday = days[0];
    expect(monday?.slots[0]).toEqual({ inicio: '2026-11-23T09:00:00-05:00', hora: '09:00' });
    expect(monday?.slots.at(-1)?.hora).toBe('17:00');
    expect(monday?.slots).toHaveLength(9);
    // Saturday closes at 17:00: the last slot starts at 16:00.
    expect(days.at(-1)?.slots.at(-1)?.hora).toBe('16:00');
  });

  it('offers nothing on a day shorter than one slot', () => {
    const hours = [null, { open: 540, close: 570 }, null, null, null, null, null];
    expect(inspectionDays(hours, { today, holidays: NONE, days: 7 })).toEqual([]);
  });

  it('every slot lies within its day’s hours, in Lima time (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 12 }))), {
          minLength: 7,
          maxLength: 7,
        }),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        (spec, date) => {
          const hours = spec.map((entry) =>
            entry ? { open: entry[0] * 60, close: Math.min(24 * 60, (entry[0] + entry[1]) * 60) } : null,
          );
          const start = date.toISOString().slice(0, 10);
          for (const day of inspectionDays(hours, { today: start, holidays: NONE })) {
            expect(day.fecha > start).toBe(true);
            const weekday = new Date(`${day.fecha}T00:00:00Z`).getUTCDay();
            const open = hours[weekday];
            expect(open).not.toBeNull();
            for (const slot of day.slots) {
              const [h, m] = slot.hora.split(':').map(Number);
              const minutes = (h ?? 0) * 60 + (m ?? 0);
              expect(minutes).toBeGreaterThanOrEqual(open?.open ?? 0);
              expect(minutes + SLOT_MINUTES).toBeLessThanOrEqual(open?.close ?? 0);
              expect(new Date(slot.inicio).getTime()).toBe(
                Date.parse(`${day.fecha}T00:00:00Z`) + (minutes + 300) * 60_000,
              );
            }
          }
        },
      ),
    );
  });
});

describe('isOfferedSlot', () => {
  const options = { today: '2026-11-21', holidays: NONE };
  it('accepts an offered slot written in any offset', () => {
    expect(isOfferedSlot(DEFAULT_WEEKLY_HOURS, new Date('2026-11-23T14:00:00Z'), options)).toBe(true);
    expect(isOfferedSlot(DEFAULT_WEEKLY_HOURS, new Date(limaSlotInstant('2026-11-23', 540)), options)).toBe(
      true,
    );
  });
  it('refuses today, past days, closing time, odd minutes and days beyond two weeks', () => {
    for (const instant of [
      '2026-11-21T10:00:00-05:00',
      '2026-11-20T10:00:00-05:00',
      '2026-11-23T18:00:00-05:00',
      '2026-11-23T09:30:00-05:00',
      '2026-11-22T10:00:00-05:00',
      '2026-12-07T10:00:00-05:00',
    ]) {
      expect(isOfferedSlot(DEFAULT_WEEKLY_HOURS, new Date(instant), options)).toBe(false);
    }
  });
});
