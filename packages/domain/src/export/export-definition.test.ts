import { describe, expect, it } from 'vitest';
import {
  blank,
  dash,
  type ExportColumn,
  type ExportDefinition,
  exportCell,
  exportDateLine,
  exportFileName,
  exportSheetName,
  exportTable,
} from './export-definition';

interface Row {
  readonly id: number;
  readonly name: string | null;
}

const id: ExportColumn<Row> = {
  header: 'ID',
  align: 'right',
  text: (row) => String(row.id),
  cell: (row) => row.id,
};
const name: ExportColumn<Row> = { header: 'Nombre', align: 'left', text: (row) => dash(row.name) };

const definition: ExportDefinition<Row> = {
  title: 'Registro de Movimientos de Usuarios',
  fileName: (now) => `lista-${now.getUTCFullYear()}`,
  orientation: 'landscape',
  columns: { excel: [id, name], pdf: [id, name], print: [id] },
};

describe('export definition (decision 0020)', () => {
  it('builds the text table of a format from its columns', () => {
    expect(
      exportTable(
        [
          { id: 7, name: 'Ana' },
          { id: 8, name: null },
        ],
        [id, name],
      ),
    ).toEqual({
      headers: ['ID', 'Nombre'],
      rows: [
        ['7', 'Ana'],
        ['8', '—'],
      ],
    });
    expect(exportTable([], [id]).rows).toEqual([]);
  });

  it('writes the raw cell to Excel, or the text when a column has none', () => {
    expect(exportCell(id, { id: 7, name: 'Ana' })).toBe(7);
    expect(exportCell(name, { id: 7, name: ' ' })).toBe('—');
  });

  it('names the file from a string or from the generation time', () => {
    const now = new Date('2026-03-01T02:00:00Z');
    expect(exportFileName(definition, now)).toBe('lista-2026');
    expect(exportFileName({ ...definition, fileName: 'automoviles' }, now)).toBe('automoviles');
  });

  it('cuts the worksheet name to the 31 characters Excel allows, without forbidden characters', () => {
    expect(exportSheetName(definition)).toBe('Registro de Movimientos de Usua');
    expect(exportSheetName({ ...definition, sheetName: 'A/B' })).toBe('A B');
  });

  it('dates the export dd/MM/yyyy in Lima time', () => {
    expect(exportDateLine(new Date('2026-03-01T02:00:00Z'))).toBe('Fecha de generación: 28/02/2026');
  });

  it('writes missing text as a dash on paper and an empty Excel cell', () => {
    expect([dash(null), dash(' x '), blank(''), blank(' x ')]).toEqual(['—', 'x', null, 'x']);
  });
});
