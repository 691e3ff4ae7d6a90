import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { STATUS_COLORS } from '@motorplaza/domain/reports/report-status';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChartConfiguration } from 'chart.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderScreen, stubApi } from '../../../../../test/report-harness';
import { session } from '../../../../../test/report-screen-setup';
import { StatusScreen } from './status-screen';

// Chart.js cannot draw in jsdom: the canvas component's lazy Chart is a recorder of its configurations.
const charts = vi.hoisted(() => [] as ChartConfiguration[]);
vi.mock('../chart-setup', () => ({
  Chart: class {
    constructor(_canvas: HTMLCanvasElement, config: ChartConfiguration) {
      charts.push(config);
    }
    destroy() {}
  },
}));

const printed = vi.hoisted(() => ({ html: '' }));
vi.mock('../../../../components/export/print-document', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../components/export/print-document')>()),
  printDocument: (html: string) => {
    printed.html = html;
  },
}));

const PATH = '/reportes/estados';
const report = (rows: { estadoDes: string; cantidad: number }[]) =>
  jsonResponse(200, {
    success: true,
    data: { totalAutos: rows.reduce((sum, row) => sum + row.cantidad, 0), reporteAutosPorEstado: rows },
  });
const DATA = report([
  { estadoDes: 'DISPONIBLE', cantidad: 6 },
  { estadoDes: 'VENDIDO', cantidad: 3 },
  { estadoDes: 'SELL IN', cantidad: 1 },
  { estadoDes: 'NO DISPONIBLE', cantidad: 2 },
]);
const EMPTY = report([
  { estadoDes: 'DISPONIBLE', cantidad: 0 },
  { estadoDes: 'VENDIDO', cantidad: 0 },
]);

const user = (permisos: string[]): SessionUser => ({
  sub: 1,
  nombre: 'Eva',
  rol: 'EJECUTIVO',
  foto: null,
  permisos,
});

beforeEach(() => {
  session.user = user(['VER_REPORTES', 'EXPORTAR_DATOS']);
  charts.length = 0;
  printed.html = '';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('Estados de Automóviles (spec 000 §2, decision 0024)', () => {
  it('says it is loading, with Imprimir disabled', () => {
    stubApi({ [PATH]: [new Promise<Response>(() => {})] });
    renderScreen(<StatusScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Estados de Automóviles' })).toBeInTheDocument();
    expect(screen.getByText('Distribución de vehículos por estado actual')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando datos de estados...');
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
  });

  it('shows the four cards, the doughnut with its summary and the legend', async () => {
    stubApi({ [PATH]: [DATA] });
    renderScreen(<StatusScreen />);
    const legend = await screen.findByRole('table', { name: 'Detalle por Estado' });
    const rows = within(legend)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'EstadoCantidadPorcentaje',
      'DISPONIBLE650.0%',
      'VENDIDO325.0%',
      'SELL IN18.3%',
      'NO DISPONIBLE216.7%',
    ]);
    const cards = screen.getAllByRole('listitem').map((card) => card.textContent);
    expect(cards).toEqual([
      'Total Vehículos12',
      'Disponibles650.0% del total',
      'Vendidos325.0% del total',
      'Estado PrincipalDISPONIBLE6 vehículos',
    ]);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Gráfico de dona de 12 vehículos por estado; disponibles 6. DISPONIBLE: 6 (50.0%); VENDIDO: 3 (25.0%); SELL IN: 1 (8.3%); NO DISPONIBLE: 2 (16.7%).',
    );
    await waitFor(() => expect(charts).toHaveLength(1));
    const [chart] = charts as [ChartConfiguration<'doughnut'>];
    expect(chart.type).toBe('doughnut');
    expect(chart.options?.cutout).toBe('60%');
    expect(chart.data.datasets[0]?.backgroundColor).toEqual([
      STATUS_COLORS.DISPONIBLE,
      STATUS_COLORS.VENDIDO,
      STATUS_COLORS['SELL IN'],
      STATUS_COLORS['NO DISPONIBLE'],
    ]);
  });

  it('prints the print columns with the title, and offers Excel and PDF only to exporters', async () => {
    stubApi({ [PATH]: [DATA] });
    renderScreen(<StatusScreen />);
    const exports = await screen.findByRole('group', { name: 'Exportar Estados de Automóviles' });
    expect(
      within(exports)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Excel', 'PDF']);
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(printed.html).toContain('Reporte de Distribución de Autos por Estado'));
    expect(printed.html).toContain(
      '<th>Estado</th><th class="num">Cantidad</th><th class="num">Porcentaje</th>',
    );
    expect(printed.html).toContain('<td>SELL IN</td><td class="num">1</td><td class="num">8.3%</td>');
  });

  it('shows Imprimir to a report reader without EXPORTAR_DATOS, and no Excel or PDF', async () => {
    session.user = user(['VER_REPORTES']);
    stubApi({ [PATH]: [DATA] });
    renderScreen(<StatusScreen />);
    await screen.findByRole('table', { name: 'Detalle por Estado' });
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Excel' })).toBeNull();
  });

  it('says a failed request, and retrying shows the report with the focus kept on Actualizar', async () => {
    const api = stubApi({ [PATH]: [jsonResponse(500, { success: false, message: 'x' }), DATA] });
    renderScreen(<StatusScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar los datos. Por favor, intente nuevamente.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('table', { name: 'Detalle por Estado' });
    expect(api.count(PATH)).toBe(2);
    expect(screen.getByRole('button', { name: 'Actualizar' })).toHaveFocus();
  });

  it('says an answer without success or data is not valid', async () => {
    stubApi({ [PATH]: [jsonResponse(200, { success: false })] });
    renderScreen(<StatusScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se encontraron datos válidos');
  });

  it('shows a total of 0 as empty, with Intentar nuevamente reloading and Imprimir disabled', async () => {
    const api = stubApi({ [PATH]: [EMPTY] });
    renderScreen(<StatusScreen />);
    expect(await screen.findByText('No hay datos disponibles')).toBeInTheDocument();
    expect(screen.getByText('No hay datos disponibles para mostrar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Excel' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Intentar nuevamente' }));
    await waitFor(() => expect(api.count(PATH)).toBe(2));
  });

  it('Actualizar reloads and reads Actualizando... meanwhile, keeping the report on screen', async () => {
    let release: (response: Response) => void = () => {};
    const api = stubApi({
      [PATH]: [DATA, () => new Promise<Response>((resolve) => (release = resolve))],
    });
    renderScreen(<StatusScreen />);
    await screen.findByRole('table', { name: 'Detalle por Estado' });
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    const busy = await screen.findByRole('button', { name: 'Actualizando...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    expect(screen.getByRole('table', { name: 'Detalle por Estado' })).toBeInTheDocument();
    release(report([{ estadoDes: 'VENDIDO', cantidad: 4 }]));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(api.count(PATH)).toBe(2);
    expect(screen.getByRole('button', { name: 'Actualizar' })).toHaveFocus();
  });
});
