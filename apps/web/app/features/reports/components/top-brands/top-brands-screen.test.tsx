import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  type FakeAnswer,
  fakeReportsApi,
  renderScreen,
  tableCells,
} from '../../../../../test/report-harness';
import '../../../../../test/report-screen-setup';
import { TopBrandsScreen } from './top-brands-screen';

vi.mock('../chart-canvas', () => ({
  ChartCanvas: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

const ok = (topMarcas: unknown[]): FakeAnswer => ({
  body: { success: true, data: { desde: '2025-04-01', hasta: '2026-03-15', topMarcas } },
});
const BRANDS = [
  { marca: 'Toyota', cantidadVendidos: 12, totalVentas: 300_000, utilidadBruta: 30_000, stockDisponible: 4 },
  { marca: 'Kia', cantidadVendidos: 3, totalVentas: 45_000, utilidadBruta: 2_000, stockDisponible: 0 },
];

describe('TopBrandsScreen (issue 11)', () => {
  it('lists each brand with its units, sales, profit per unit and stock, beside the chart', async () => {
    const { calls } = fakeReportsApi(() => ok(BRANDS));
    renderScreen(<TopBrandsScreen />, '/admin/reportes/top-10-marcas?periodo=3m');
    expect(screen.getByRole('heading', { level: 1, name: 'Top 10 Marcas' })).toBeInTheDocument();
    expect(
      screen.getByText('Las diez marcas con más unidades vendidas en el período, con su stock disponible'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cargando datos de marcas...')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Detalle por marca' });
    expect(tableCells(table)).toEqual([
      ['Marca', 'Unidades vendidas', 'Ventas (US$)', 'Utilidad por unidad', 'Stock disponible'],
      ['Toyota', '12', 'US$ 300,000', 'US$ 2,500', '4'],
      ['Kia', '3', 'US$ 45,000', 'US$ 667', '0'],
    ]);
    expect(screen.getByRole('img', { name: /Toyota 12 \(stock 4\), Kia 3 \(stock 0\)/ })).toBeInTheDocument();
    expect(calls[0]).toMatch(/^\/reportes\/top-marcas\?desde=\d{4}-\d{2}-01&hasta=\d{4}-\d{2}-\d{2}$/);
  });

  it('a period without sales says so', async () => {
    fakeReportsApi(() => ok([]));
    renderScreen(<TopBrandsScreen />, '/admin/reportes/top-10-marcas');
    expect(await screen.findByText('Sin datos disponibles')).toBeInTheDocument();
    expect(screen.getByText('No hay ventas en el período elegido.')).toBeInTheDocument();
  });

  it('a failed request is an alert whose Reintentar reloads', async () => {
    let fail = true;
    fakeReportsApi(() => (fail ? { status: 500, body: { success: false, message: 'x' } } : ok(BRANDS)));
    renderScreen(<TopBrandsScreen />, '/admin/reportes/top-10-marcas');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar datos');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Detalle por marca' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Unidades vendidas por marca' })).toHaveFocus();
  });

  it('choosing a custom range asks for it and writes it in the address', async () => {
    const { calls } = fakeReportsApi(() => ok(BRANDS));
    renderScreen(
      <TopBrandsScreen />,
      '/admin/reportes/top-10-marcas?periodo=rango&desde=2025-01-01&hasta=2025-06-30',
    );
    await screen.findByRole('table', { name: 'Detalle por marca' });
    const desde = screen.getByLabelText(/Desde/);
    await userEvent.clear(desde);
    await userEvent.type(desde, '2025-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByRole('table', { name: 'Detalle por marca' });
    expect(calls).toEqual([
      '/reportes/top-marcas?desde=2025-01-01&hasta=2025-06-30',
      '/reportes/top-marcas?desde=2025-03-01&hasta=2025-06-30',
    ]);
  });

  it('a reversed range is refused with a message and asks nothing', async () => {
    const { calls } = fakeReportsApi(() => ok(BRANDS));
    renderScreen(
      <TopBrandsScreen />,
      '/admin/reportes/top-10-marcas?periodo=rango&desde=2025-01-01&hasta=2025-06-30',
    );
    await screen.findByRole('table', { name: 'Detalle por marca' });
    const desde = screen.getByLabelText(/Desde/);
    await userEvent.clear(desde);
    await userEvent.type(desde, '2025-09-01');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La fecha "Desde" no puede ser posterior a "Hasta"',
    );
    expect(calls).toHaveLength(1);
  });
});
