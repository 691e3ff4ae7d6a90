import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasLiveLink, INERT_DOT, inertLinks } from './inert-links';

describe('inertLinks', () => {
  it.each([
    ['Visite http://evil.example/pago ya', `Visite http:\u2215\u2215evil${INERT_DOT}example\u2215pago ya`],
    ['Ana www.evil.pe', `Ana www${INERT_DOT}evil${INERT_DOT}pe`],
    ['escriban a soporte@banco.com.pe', `escriban a soporte@banco${INERT_DOT}com${INERT_DOT}pe`],
    ['javascript://x', 'javascript:\u2215\u2215x'],
  ])('%j no longer holds a link', (typed, shown) => {
    expect(inertLinks(typed)).toBe(shown);
    expect(hasLiveLink(inertLinks(typed))).toBe(false);
  });

  it('leaves ordinary text, amounts and sentences as typed', () => {
    for (const text of [
      'Rosa Quispe Mamani',
      'S/ 1,500.00 el 12.11.2026',
      'Fin. Otra frase',
      'Jr. Lampa 123',
    ])
      expect(inertLinks(text)).toBe(text);
  });

  it('never leaves a live link, whatever is typed around it', () => {
    const host = fc.stringMatching(/^[a-z0-9-]{1,10}\.[a-z]{2,6}$/);
    fc.assert(
      fc.property(
        fc.string(),
        host,
        fc.constantFrom('http://', 'https://', 'www.', ''),
        fc.string(),
        (a, h, p, b) => {
          expect(hasLiveLink(inertLinks(`${a} ${p}${h}/x ${b}`))).toBe(false);
        },
      ),
    );
  });
});
