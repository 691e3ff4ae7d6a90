import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  tableCells as cells,
  type FakeAnswer,
  fakeReportsApi,
  renderScreen,
} from '../../../../../test/report-harness';
import { session } from '../../../../../test/report-screen-setup';
import { SalesScreen } from './sales-screen';

// The chart is drawn by Chart.js on a canvas jsdom cannot paint: its image and spoken summary stand in.
vi.mock('../chart-canvas', () => ({
  ChartCanvas: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

const URL = '/admin/reportes/ventas?periodo=rango&desde=2025-11-01&hasta=2026-02-28';
const ok = (reporteVentas: unknown[]): FakeAnswer => ({
  body: { success: true, data: { desde: '2025-11-01', hasta: '2026-02-28', reporteVentas } },
});
const SALES = [
  { anioVenta: 2025, mesVenta: 12, totalPrecioCompra: 45_000, cantidadVendidos: 3, utilidadBruta: 6_000 },
  { anioVenta: 2026, mesVenta: 2, totalPrecioCompra: 18_500, cantidadVendidos: 1, utilidadBruta: -500 },
];

describe('SalesScreen (spec 000 §2 Reporte de Ventas)', () => {
  it('asks for the period of the page and shows every month of it, the months without sales at 0', async () => {
    const api = fakeReportsApi(() => ok(SALES));
    renderScreen(<SalesScreen />, URL);
    expect(screen.getByRole('heading', { level: 1, name: 'Reporte de Ventas' })).toBeInTheDocument();
    expect(screen.getByText('Cargando datos de ventas...')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Evolución de Ventas Mensuales' });
    expect(api.calls).toEqual(['/reportes/ventas?desde=2025-11-01&hasta=2026-02-28']);
    expect(cells(table)).toEqual([
      ['Período', 'Cantidad Vendidos', 'Ventas ($)'],
      ['Nov 2025', '0', 'US$ 0'],
      ['Dic 2025', '3', 'US$ 45,000'],
      ['Ene 2026', '0', 'US$ 0'],
      ['Feb 2026', '1', 'US$ 18,500'],
    ]);
    expect(
      screen.getByRole('img', { name: /^Ventas mensuales de Nov 2025 a Feb 2026: 4 autos/ }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Período', { selector: 'input' })).toHaveValue('Rango personalizado');
  });

  it('shows the gross profit per unit of each month and of the period, a loss negative', async () => {
    fakeReportsApi(() => ok(SALES));
    renderScreen(<SalesScreen />, URL);
    const table = await screen.findByRole('table', { name: 'Utilidad Bruta por Unidad' });
    expect(cells(table)).toEqual([
      ['Período', 'Unidades', 'Utilidad bruta', 'Utilidad por unidad'],
      ['Nov 2025', '0', 'US$ 0', '—'],
      ['Dic 2025', '3', 'US$ 6,000', 'US$ 2,000'],
      ['Ene 2026', '0', 'US$ 0', '—'],
      ['Feb 2026', '1', '-US$ 500', '-US$ 500'],
      ['Total', '4', 'US$ 5,500', 'US$ 1,375'],
    ]);
  });

  it('an empty list is "Sin datos disponibles" and has no profit section', async () => {
    fakeReportsApi(() => ok([]));
    renderScreen(<SalesScreen />, URL);
    expect(await screen.findByText('Sin datos disponibles')).toBeInTheDocument();
    expect(screen.getByText('No hay datos de ventas para mostrar en este momento.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Utilidad Bruta por Unidad' })).toBeNull();
  });

  it('an answer without success is no data (spec 000 §5), not an error', async () => {
    fakeReportsApi(() => ({ body: { success: false } }));
    renderScreen(<SalesScreen />, URL);
    expect(await screen.findByText('Sin datos disponibles')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed request is announced with Reintentar, which reloads and keeps the focus on the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    fakeReportsApi(() => (fail ? { status: 500, body: { success: false, message: 'x' } } : ok(SALES)));
    renderScreen(<SalesScreen />, URL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar datos');
    expect(error).toHaveBeenCalledWith('Error al cargar los datos de ventas', expect.anything());

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Evolución de Ventas Mensuales' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Evolución de Ventas Mensuales' })).toHaveFocus();
  });

  it('Actualizar reloads, reads "Actualizando..." meanwhile and keeps the focus', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    fakeReportsApi(() => {
      calls += 1;
      if (calls === 1) return ok(SALES);
      return new Promise((resolve) => {
        release = () => resolve(ok(SALES));
      });
    });
    renderScreen(<SalesScreen />, URL);
    await screen.findByRole('table', { name: 'Evolución de Ventas Mensuales' });
    const refresh = screen.getByRole('button', { name: 'Actualizar' });
    await userEvent.click(refresh);
    expect(refresh).toHaveTextContent('Actualizando...');
    expect(refresh).toHaveFocus();
    release();
    await waitFor(() => expect(refresh).toHaveTextContent('Actualizar'));
    expect(calls).toBe(2);
  });

  it('offers Excel and PDF to users with EXPORTAR_DATOS once there are sales', async () => {
    session.user = {
      sub: 1,
      nombre: 'Ana',
      rol: 'EJECUTIVO',
      foto: null,
      permisos: ['VER_REPORTES', 'EXPORTAR_DATOS'],
    };
    fakeReportsApi(() => ok(SALES));
    renderScreen(<SalesScreen />, URL);
    await screen.findByRole('table', { name: 'Evolución de Ventas Mensuales' });
    expect(screen.getByRole('button', { name: 'Excel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Imprimir' })).toBeNull();
  });
});
