import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, type CalendarEvent, escapeText, foldLine, icsUtc } from './icalendar';

const event: CalendarEvent = {
  uid: 'oferta-12@motorplaza.pe',
  sequence: 0,
  start: new Date('2026-11-23T14:00:00Z'),
  end: new Date('2026-11-23T15:00:00Z'),
  stamp: new Date('2026-11-21T15:30:12.345Z'),
  summary: 'Inspección de tu auto, VA-2026-000012',
  location: 'Tienda San Isidro, Av. Javier Prado Este 1234; San Isidro, Lima',
  description: 'Trae tu DNI\ny la tarjeta de propiedad.',
  organizer: { name: 'MotorPlaza', email: 'ventas@motorplaza.pe' },
  attendee: { name: 'Rosa "Rosi" Quispe', email: 'rosa@correo.pe' },
};

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('icsUtc', () => {
  it.each([
    ['2026-11-23T14:00:00Z', '20261123T140000Z'],
    ['2026-11-23T09:00:00-05:00', '20261123T140000Z'],
    ['2027-01-01T04:59:59.999Z', '20270101T045959Z'],
  ])('%s → %s', (iso, ics) => expect(icsUtc(new Date(iso))).toBe(ics));
  it('refuses an invalid date', () => expect(() => icsUtc(new Date('nope'))).toThrow(RangeError));
});

describe('escapeText (RFC 5545 §3.3.11)', () => {
  it.each([
    ['a, b; c', 'a\\, b\\; c'],
    ['C:\\ruta', 'C:\\\\ruta'],
    ['uno\ndos\r\ntres', 'uno\\ndos\\ntres'],
    ['sin cambios', 'sin cambios'],
  ])('%j → %j', (input, output) => expect(escapeText(input)).toBe(output));
});

describe('foldLine (RFC 5545 §3.1)', () => {
  it('leaves a line of 75 octets whole', () => expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75)));
  it('folds longer lines with CRLF and a space, each piece at most 75 octets', () => {
    const folded = foldLine(`SUMMARY:${'ñandú→✓ Nguyễn Thị Hương '.repeat(12)}`);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    // Unfolding gives the line back: no character was cut in two.
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'ñandú→✓ Nguyễn Thị Hương '.repeat(12)}`);
  });
});

describe('buildCalendar', () => {
  const text = buildCalendar({ method: 'REQUEST', productId: '-//MotorPlaza//Vende tu auto//ES', event });

  it('writes CRLF lines of at most 75 octets, VCALENDAR around one VEVENT', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('DTSTART:20261123T140000Z');
  });

  it('is read back by an independent parser (ical.js) with every value as given', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    const parsed = new ICAL.Event(vevent);
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.sequence).toBe(0);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.location).toBe(event.location);
    expect(parsed.description).toBe(event.description);
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-11-23T14:00:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-21T15:30:12Z');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:ventas@motorplaza.pe');
    const attendee = vevent.getFirstProperty('attendee');
    expect(attendee?.getFirstValue()).toBe('mailto:rosa@correo.pe');
    expect(attendee?.getParameter('cn')).toBe('Rosa Rosi Quispe');
  });

  it('cancels with METHOD:CANCEL, STATUS:CANCELLED and the same UID', () => {
    const cancel = buildCalendar({
      method: 'CANCEL',
      productId: '-//MotorPlaza//Vende tu auto//ES',
      event: { ...event, sequence: 2 },
    });
    const calendar = new ICAL.Component(ICAL.parse(cancel));
    const vevent = calendar.getFirstSubcomponent('vevent');
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent?.getFirstPropertyValue('sequence')).toBe(2);
    expect(vevent?.getFirstPropertyValue('uid')).toBe(event.uid);
  });

  it('refuses an event that ends before it starts', () => {
    expect(() =>
      buildCalendar({ method: 'PUBLISH', productId: 'x', event: { ...event, end: event.start } }),
    ).toThrow(RangeError);
  });
});
