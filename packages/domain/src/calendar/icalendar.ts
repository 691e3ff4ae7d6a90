/**
 * A small iCalendar (RFC 5545) writer for one event, enough for an appointment sent by e-mail with
 * iTIP's methods (RFC 5546): REQUEST for a new or moved appointment, CANCEL for a cancelled one.
 * Times are written in UTC (`…Z`), which needs no VTIMEZONE; calendar programs show them in the
 * reader's zone. Lines end in CRLF and are folded at 75 octets without splitting a character.
 */

export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface CalendarPerson {
  readonly name: string;
  readonly email: string;
}

export interface CalendarEvent {
  /** Stable for the life of the appointment: a move or a cancellation reuses it. */
  readonly uid: string;
  /** 0 for the first version, one more for each change the reader's calendar must apply. */
  readonly sequence: number;
  readonly start: Date;
  readonly end: Date;
  /** When this version of the object was made. */
  readonly stamp: Date;
  readonly summary: string;
  readonly location?: string;
  readonly description?: string;
  readonly organizer?: CalendarPerson;
  readonly attendee?: CalendarPerson;
}

export interface CalendarObject {
  readonly method: CalendarMethod;
  /** The product that wrote it, e.g. '-//MotorPlaza//Vende tu auto//ES'. */
  readonly productId: string;
  readonly event: CalendarEvent;
}

const encoder = new TextEncoder();

/** 20261123T140000Z */
export function icsUtc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid calendar date');
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** TEXT values: backslash, semicolon and comma escaped, line breaks as `\n` (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN): quoted, without the characters a quoted value cannot hold. */
function paramValue(value: string): string {
  const safe = Array.from(value).filter((char) => {
    const code = char.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f && char !== '"';
  });
  return `"${safe.join('')}"`;
}

/**
 * One content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with a space, and a
 * fold never falls inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    const room = pieces.length === 0 ? 75 : 74;
    if (octets + size > room) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

function person(property: 'ORGANIZER' | 'ATTENDEE', who: CalendarPerson, extra = ''): string {
  return `${property};CN=${paramValue(who.name)}${extra}:mailto:${who.email}`;
}

/** The whole object as text, ready to attach as `text/calendar; method=…`. */
export function buildCalendar({ method, productId, event }: CalendarObject): string {
  if (event.end.getTime() <= event.start.getTime()) throw new RangeError('event ends before it starts');
  const cancelled = method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.organizer ? [person('ORGANIZER', event.organizer)] : []),
    ...(event.attendee
      ? [person('ATTENDEE', event.attendee, ';ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE')]
      : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
