import { describe, expect, it } from 'vitest';
import { type ExportFormat, exportCell, exportTable } from '../export/export-definition';
import {
  exportPrice,
  INVENTORY_EXPORT,
  INVENTORY_EXPORT_FILE_NAME,
  INVENTORY_EXPORT_TITLE,
  type InventoryExportVehicle,
} from './inventory-export';

const columns = (format: ExportFormat) => INVENTORY_EXPORT.columns[format];
const table = (vehicles: InventoryExportVehicle[], format: ExportFormat) =>
  exportTable(vehicles, columns(format));

function car(overrides: Partial<InventoryExportVehicle> = {}): InventoryExportVehicle {
  return {
    idAuto: 7,
    marca: 'Hyundai',
    modelo: 'Tucson',
    anioFabricacion: 2019,
    color: 'Gris',
    precioVenta: null,
    ultimoPrecioCompra: 18_500,
    precioCompra: 19_900,
    estadoDes: 'SELL IN',
    combustible: 'Gasolina',
    transmision: 'Automático',
    kilometraje: 61_250,
    placa: 'ABC-123',
    cilindrada: 2000,
    ...overrides,
  };
}

const PDF = ['ID', 'Marca', 'Modelo', 'Año', 'Color', 'Precio', 'Estado', 'Combustible'];

describe('inventory export columns (spec 001 §9)', () => {
  it.each([
    { format: 'pdf' as const, headers: PDF },
    { format: 'print' as const, headers: [...PDF, 'Transmisión'] },
    { format: 'excel' as const, headers: [...PDF, 'Transmisión', 'Kilometraje', 'Placa', 'Cilindrada'] },
  ])('$format has exactly its columns, in order', ({ format, headers }) => {
    expect(columns(format).map((column) => column.header)).toEqual(headers);
  });

  it('titles and names the files as the spec says', () => {
    expect(INVENTORY_EXPORT_TITLE).toBe('Inventario de Automóviles');
    expect(INVENTORY_EXPORT_FILE_NAME).toBe('automoviles');
    expect(INVENTORY_EXPORT).toMatchObject({ title: INVENTORY_EXPORT_TITLE, fileName: 'automoviles' });
    expect(INVENTORY_EXPORT.orientation).toBe('landscape');
  });

  it('writes the PDF and print rows as text: year of manufacture, dollars, status label', () => {
    expect(table([car()], 'print')).toEqual({
      headers: [...PDF, 'Transmisión'],
      rows: [['7', 'Hyundai', 'Tucson', '2019', 'Gris', 'US$ 18,500', 'Sell In', 'Gasolina', 'Automático']],
    });
  });

  it('keeps numbers as numbers in Excel cells and leaves missing values empty', () => {
    const cells = columns('excel').map((column) =>
      exportCell(column, car({ color: null, placa: ' ', kilometraje: null, transmision: null })),
    );
    expect(cells).toEqual([
      7,
      'Hyundai',
      'Tucson',
      2019,
      null,
      18_500,
      'Sell In',
      'Gasolina',
      null,
      null,
      null,
      2000,
    ]);
  });

  it('shows a dash for missing values in PDF and print', () => {
    const { rows } = table([car({ color: null, combustible: '', transmision: null })], 'print');
    expect(rows[0]?.slice(4)).toEqual(['—', 'US$ 18,500', 'Sell In', '—', '—']);
  });

  it.each([
    { precioVenta: 21_000, ultimoPrecioCompra: 18_500, price: 21_000 },
    { precioVenta: null, ultimoPrecioCompra: 18_500, price: 18_500 },
    { precioVenta: null, ultimoPrecioCompra: null, price: 19_900 },
  ])('prices at precioVenta, else the latest purchase price, else the purchase price → $price', (prices) => {
    expect(exportPrice(car(prices))).toBe(prices.price);
  });

  it.each([
    { estadoDes: 'DISPONIBLE' as const, label: 'Disponible' },
    { estadoDes: 'VENDIDO' as const, label: 'Vendidos' },
    { estadoDes: 'NO DISPONIBLE' as const, label: 'No Disponible' },
  ])('labels status $estadoDes as $label', ({ estadoDes, label }) => {
    expect(table([car({ estadoDes })], 'pdf').rows[0]?.[6]).toBe(label);
  });

  it('exports no rows for an empty list', () => {
    expect(table([], 'pdf').rows).toEqual([]);
  });
});
