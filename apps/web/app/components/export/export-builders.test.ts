import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExportDefinition } from '@motorplaza/domain/export/export-definition';
import { pdfFlatText, pdfInfo } from '@motorplaza/domain/testing/poppler';
import { INVENTORY_EXPORT, type InventoryExportVehicle } from '@motorplaza/domain/vehicles/inventory-export';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PDF_FONT_DATA } from '../../../test/pdf-font';
import { buildPdf } from './build-pdf';
import { buildXlsx, XLSX_HEADER_ROW } from './build-xlsx';
import { type ExportLogo, pngSize } from './export-logo';
import { printHtml } from './print-document';

const png = new Uint8Array(
  readFileSync(join(import.meta.dirname, '../../../public/images/logo-exportacion.png')),
);
const logo: ExportLogo = { png, ...(pngSize(png) ?? { width: 0, height: 0 }) };
const now = new Date('2026-03-01T02:00:00Z'); // 28/02/2026 in Lima
/** The settings' company name, which the files name as their author. */
const COMPANY = 'Autos del Pacífico';

const vehicles: InventoryExportVehicle[] = [
  {
    idAuto: 7,
    marca: 'Hyundai',
    modelo: 'Tucson',
    anioFabricacion: 2019,
    color: 'Gris',
    precioVenta: null,
    ultimoPrecioCompra: 18_500,
    precioCompra: 19_900,
    estadoDes: 'DISPONIBLE',
    combustible: 'Gasolina',
    transmision: 'Automático',
    kilometraje: 61_250,
    placa: 'ABC-123',
    cilindrada: 2000,
  },
  {
    idAuto: 8,
    marca: 'Kia',
    modelo: 'Río <Sport>',
    anioFabricacion: 2021,
    color: null,
    precioVenta: 14_000,
    ultimoPrecioCompra: null,
    precioCompra: 12_000,
    estadoDes: 'VENDIDO',
    combustible: 'GLP',
    transmision: null,
    kilometraje: null,
    placa: null,
    cilindrada: null,
  },
];

function rowValues(sheet: ExcelJS.Worksheet, row: number): unknown[] {
  return (sheet.getRow(row).values as unknown[]).slice(1);
}

describe('Excel export of the inventory definition (spec 001 §9)', () => {
  it('writes a real workbook with title, date, logo, bold header row and numeric cells', async () => {
    const bytes = await buildXlsx(INVENTORY_EXPORT, vehicles, now, logo, COMPANY);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const top = [...rowValues(sheet, 1), ...rowValues(sheet, 2)].filter(Boolean);
    expect(top).toEqual(['Inventario de Automóviles', 'Fecha de generación: 28/02/2026']);
    expect(rowValues(sheet, XLSX_HEADER_ROW)).toEqual([
      'ID',
      'Marca',
      'Modelo',
      'Año',
      'Color',
      'Precio',
      'Estado',
      'Combustible',
      'Transmisión',
      'Kilometraje',
      'Placa',
      'Cilindrada',
    ]);
    expect(sheet.getRow(XLSX_HEADER_ROW).getCell(1).font?.bold).toBe(true);
    expect(rowValues(sheet, XLSX_HEADER_ROW + 1)).toEqual([
      7,
      'Hyundai',
      'Tucson',
      2019,
      'Gris',
      18_500,
      'Disponible',
      'Gasolina',
      'Automático',
      61_250,
      'ABC-123',
      2000,
    ]);
    expect(sheet.getRow(XLSX_HEADER_ROW + 2).getCell(6).value).toBe(14_000);
    expect(sheet.getRow(XLSX_HEADER_ROW + 1).getCell(6).numFmt).toBe('"US$ "#,##0');
    expect(sheet.getColumn(3).width).toBeGreaterThan(10);
    expect(sheet.getImages()).toHaveLength(1);
  });

  it('names the dealership as the workbook’s author and company, not "Unknown" (docProps)', async () => {
    const files = unzipSync(await buildXlsx(INVENTORY_EXPORT, vehicles, now, logo, COMPANY));
    const core = strFromU8(files['docProps/core.xml'] ?? new Uint8Array());
    const app = strFromU8(files['docProps/app.xml'] ?? new Uint8Array());
    expect(core).toContain(`<dc:creator>${COMPANY}</dc:creator>`);
    expect(core).toContain(`<cp:lastModifiedBy>${COMPANY}</cp:lastModifiedBy>`);
    expect(core).toContain('<dc:title>Inventario de Automóviles</dc:title>');
    expect(core).toContain('2026-03-01T02:00:00');
    expect(app).toContain(`<Company>${COMPANY}</Company>`);
    expect(`${core}${app}`).not.toContain('Unknown');
  });
});

describe('PDF export of the inventory definition (spec 001 §9)', () => {
  it('produces a landscape PDF with the title and the rows', () => {
    const pdf = buildPdf(INVENTORY_EXPORT, vehicles, now, logo, PDF_FONT_DATA, COMPANY);
    const info = pdfInfo(new Uint8Array(pdf));
    expect(info.Title).toBe('Inventario de Automóviles');
    expect(info.Author).toBe(COMPANY);
    expect(info.Creator).toBe(COMPANY);
    // Landscape A4: wider than tall.
    expect(info['Page size']).toMatch(/^841\.8\d* x 595\.2\d* pts \(A4\)/);
    expect(Buffer.from(pdf).toString('latin1')).toContain('/Subtype /Image');
    const text = pdfFlatText(new Uint8Array(pdf));
    for (const word of ['Combustible', 'Hyundai', 'Río <Sport>', 'US$ 18,500', 'Vendidos', '28/02/2026']) {
      expect(text).toContain(word);
    }
    expect(text).not.toContain('Transmisi');
  });
});

describe('print page of the inventory definition (spec 001 §9)', () => {
  it('holds the logo, title, date and the print columns, escaped', () => {
    const html = printHtml(INVENTORY_EXPORT, vehicles, now, 'https://motorplaza.pe');
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('h1')?.textContent).toBe('Inventario de Automóviles');
    expect(page.querySelector('header p')?.textContent).toBe('Fecha de generación: 28/02/2026');
    expect(page.querySelector('img')?.getAttribute('src')).toBe(
      'https://motorplaza.pe/images/logo-exportacion.png',
    );
    expect([...page.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'ID',
      'Marca',
      'Modelo',
      'Año',
      'Color',
      'Precio',
      'Estado',
      'Combustible',
      'Transmisión',
    ]);
    const secondRow = [...page.querySelectorAll('tbody tr')][1];
    expect([...(secondRow?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual([
      '8',
      'Kia',
      'Río <Sport>',
      '2021',
      '—',
      'US$ 14,000',
      'Vendidos',
      'GLP',
      '—',
    ]);
  });
});

describe('builders of any definition (decision 0020)', () => {
  interface Person {
    readonly id: number;
    readonly nombre: string;
  }
  const people: Person[] = [
    { id: 1, nombre: 'Ana' },
    { id: 2, nombre: 'Luis' },
  ];
  const id = {
    header: 'ID',
    align: 'right' as const,
    text: (p: Person) => String(p.id),
    cell: (p: Person) => p.id,
  };
  const nombre = { header: 'Nombre', align: 'left' as const, text: (p: Person) => p.nombre };
  const definition: ExportDefinition<Person> = {
    title: 'Lista de Usuarios del Sistema',
    fileName: 'usuarios',
    orientation: 'portrait',
    columns: { excel: [id, nombre], pdf: [nombre], print: [id, nombre] },
    printSummary: (rows) => [`Total de usuarios: ${rows.length}`],
  };

  it('writes the text of a column without a raw cell and names the sheet from the title', async () => {
    const bytes = await buildXlsx(definition, people, now, null, COMPANY);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Lista de Usuarios del Sistema');
    expect(sheet?.getCell(1, 1).value).toBe('Lista de Usuarios del Sistema');
    expect(sheet && rowValues(sheet, XLSX_HEADER_ROW + 2)).toEqual([2, 'Luis']);
  });

  it('lays a portrait PDF out with the PDF columns only', () => {
    const pdf = new Uint8Array(buildPdf(definition, people, now, null, PDF_FONT_DATA, COMPANY));
    expect(pdfInfo(pdf)['Page size']).toMatch(/^595\.2\d* x 841\.8\d* pts \(A4\)/);
    const text = pdfFlatText(pdf);
    expect(text).toContain('Luis');
    expect(text).not.toContain('ID');
  });

  it('prints the summary lines under the table, on a portrait page', () => {
    const html = printHtml(definition, people, now, 'https://motorplaza.pe');
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('footer')?.textContent).toBe('Total de usuarios: 2');
    expect(html).toContain('size: A4 portrait');
  });
});
