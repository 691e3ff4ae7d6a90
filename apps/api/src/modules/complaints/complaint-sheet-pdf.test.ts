import type { ComplaintSheet } from '@motorplaza/domain/complaints/complaint.schema';
import { SHEET_TEXTS } from '@motorplaza/domain/complaints/complaint-texts';
import { hasLiveLink, inertLinks } from '@motorplaza/domain/shared/inert-links';
import { FILED_SHEET } from '@motorplaza/domain/testing/complaint-sheet-fixture';
import {
  comparable,
  HOSTILE_TEXTS,
  LONG_DETAIL,
  LONG_WORD,
  occurrences,
  PASTED_URL,
} from '@motorplaza/domain/testing/pdf-hostile-texts';
import { pdfFonts, pdfInfo, pdfToText, pdfWords, wordsOutside } from '@motorplaza/domain/testing/poppler';
import { describe, expect, it } from 'vitest';
import { complaintSheetPdf } from './complaint-sheet-pdf';

/**
 * The sheet's PDF prints what the consumer typed (docs/decisions/0042-pdf-fonts.md), read back with
 * poppler as a viewer or a copy-paste reads it.
 */

const MARGIN_PT = (14 / 25.4) * 72;

const sheet = FILED_SHEET;

function hostileSheet(typed: string): ComplaintSheet {
  return { ...sheet, nombreCompleto: typed, domicilio: typed, descripcionBien: typed, detalle: typed };
}

describe('complaintSheetPdf', () => {
  it.each(HOSTILE_TEXTS)('prints %s as typed', (_case, typed, printed) => {
    // Name, address, description and detail: four times, nothing dropped, nothing garbled; a link
    // prints with look-alike dots and slashes, so no viewer makes it clickable (issue 23).
    expect(occurrences(pdfToText(complaintSheetPdf(hostileSheet(typed))), inertLinks(printed))).toBe(4);
  });

  it('names the provider as its author and creator, and the sheet as its title', () => {
    const info = pdfInfo(complaintSheetPdf(sheet));
    expect(info).toMatchObject({ Author: sheet.razonSocial, Creator: sheet.razonSocial });
    expect(info.Title).toContain(sheet.codigo);
  });

  it('embeds every font it uses and names no standard (unembedded) font', () => {
    const fonts = pdfFonts(complaintSheetPdf(hostileSheet('Nguyễn → ✓ 😀')));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font).toMatchObject({ embedded: true, type: 'CID TrueType' });
    }
  });

  it('keeps every word inside the margins, across pages', () => {
    const answer = Array.from({ length: 120 }, (_, line) => `Línea ${line + 1}: ${PASTED_URL}`).join('\n');
    const pdf = complaintSheetPdf({
      ...hostileSheet(`${LONG_WORD} ${LONG_DETAIL}`),
      pedido: LONG_DETAIL,
      estado: 'RESPONDIDO',
      respuesta: answer,
      respondidoPor: 'Ricardo Torres',
      respondidoEn: '2026-03-05T15:00:00.000Z',
      respuestaCanal: 'CORREO',
    });
    const { pages, words } = pdfWords(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(wordsOutside({ pages, words }, MARGIN_PT)).toEqual([]);
    // The last line of the 120-line answer made it: no row was cut at a page's foot.
    expect(comparable(pdfToText(pdf))).toContain(comparable(`Línea 120: ${inertLinks(PASTED_URL)}`));
  });

  it('makes no link of what was typed: no link annotation, no web address a viewer would link', () => {
    const typed = 'Ana http://evil.example/pago www.phish.example soporte@banco.example';
    const pdf = complaintSheetPdf({ ...hostileSheet(typed), pedido: 'Ver https://evil.example' });
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw).not.toMatch(/\/Subtype\s*\/Link|\/URI\b|\/Annots/);
    const text = pdfToText(pdf);
    expect(text).not.toMatch(/evil\.example|phish\.example|banco\.example|https?:\/\//);
    expect(hasLiveLink(text.replace(/[\w.-]+@correo\.pe/g, ''))).toBe(false);
    expect(occurrences(text, inertLinks(typed))).toBe(4);
  });

  it('keeps the Anexo I structure: heading, parts 1 to 4 and the page footer', () => {
    const text = pdfToText(complaintSheetPdf(sheet));
    for (const part of [SHEET_TEXTS.book, 'HOJA DE RECLAMACIÓN Nº 000000012-2026', 'DATOS DEL PROVEEDOR']) {
      expect(text).toContain(part);
    }
    for (const part of [SHEET_TEXTS.part1, SHEET_TEXTS.part2, SHEET_TEXTS.part3, SHEET_TEXTS.part4]) {
      expect(text).toContain(part.toUpperCase());
    }
    expect(text).toMatch(/Página 1 de \d/);
  });
});
