import type { InventoryReport, KpisPrincipales } from '@motorplaza/domain/reports/report.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChartConfiguration } from 'chart.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderScreen, stubApi } from '../../../../../test/report-harness';
import { session } from '../../../../../test/report-screen-setup';
import { DashboardScreen } from './dashboard-screen';

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

const DASHBOARD = '/reportes/dashboard';
const INVENTORY = '/reportes/inventario';

const kpis: KpisPrincipales = {
  cantidadVehiculosDisponibles: 45,
  ventasMesPasado: 6,
  ventasMesActual: 5,
  montoVentasMesActual: 75_000,
  clientesInteresadosMesActual: 12,
  autosDisponiblesEnPiso: 30,
  autosDisponiblesExternos: 15,
  ingresosSellinMesActual: 40_000,
  cantidadSellinMesActual: 2,
  valorTotalInventarioDisponible: 900_000,
};

const inventory: InventoryReport = {
  stockDisponible: 45,
  ventasUltimos90Dias: 9,
  antiguedad: [
    { rango: '0-30', cantidad: 20, valor: 400_000 },
    { rango: '31-60', cantidad: 1, valor: 18_000 },
    { rango: '61-90', cantidad: 0, valor: 0 },
    { rango: '90+', cantidad: 24, valor: 482_000 },
  ],
  masAntiguos: [
    {
      idAuto: 7,
      marca: 'Toyota',
      modelo: 'Corolla',
      anioFabricacion: 2018,
      placa: 'ABC-123',
      fechaIng: '2025-01-10T15:00:00.000Z',
      dias: 400,
      precio: 15_500,
    },
  ],
};

const ok = (data: unknown) => jsonResponse(200, { success: true, data });
const failure = () => jsonResponse(500, { success: false, message: 'Error interno' });

beforeEach(() => {
  session.user = { sub: 1, nombre: 'Eva', rol: 'EJECUTIVO', foto: null, permisos: ['EXPORTAR_DATOS'] };
  charts.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** The KPI card of a label: its value and detail line as text. */
function kpi(label: string): string {
  const card = screen.getByRole('heading', { level: 3, name: label }).closest('li');
  return card?.textContent?.replace(label, '') ?? '';
}

/** A 'Resumen General' figure by its term. */
function summaryValue(term: string): string {
  const summary = screen.getByRole('region', { name: 'Resumen General' });
  const dt = within(summary).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('Dashboard de Reportes (spec 000 §2, decision 0024)', () => {
  it('shows its loading card while the reports load', () => {
    stubApi({ [DASHBOARD]: [new Promise<Response>(() => {})], [INVENTORY]: [ok(inventory)] });
    renderScreen(<DashboardScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard de Reportes' })).toBeInTheDocument();
    expect(screen.getByText('Panel de control y estadísticas principales')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando Dashboard');
  });

  it('shows the six KPIs, the Resumen General with days supply, the aging and the oldest cars', async () => {
    stubApi({ [DASHBOARD]: [ok({ kpisPrincipales: kpis })], [INVENTORY]: [ok(inventory)] });
    renderScreen(<DashboardScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Indicadores Principales' });
    expect(kpi('Vehículos Disponibles')).toBe('45In Piso: 30 · Externos: 15');
    expect(kpi('Ventas Mes Actual')).toBe('5Mes pasado: 6Bajó respecto al mes pasado');
    expect(kpi('Ingresos Mes Actual')).toBe('US$ 75,000Promedio por venta: US$ 15,000');
    expect(kpi('Clientes Interesados')).toBe('12Este mes');
    expect(kpi('Valor Total Inventario')).toBe('US$ 900,00045 autos disponibles');
    expect(kpi('Ingresos Sell-In')).toBe('US$ 40,000Mes actual: 2 autos');

    expect(summaryValue('Tasa de Conversión')).toBe('41.7%');
    expect(summaryValue('Rotación Inventario')).toBe('11.1%');
    expect(summaryValue('Valor Promedio Vehículo')).toBe('US$ 20,000');
    expect(summaryValue('Días de Inventario')).toBe('450 días');

    const aging = screen.getByRole('table', { name: 'Antigüedad del Inventario' });
    expect(
      within(aging)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'AntigüedadAutosValor',
      '0 a 30 días20US$ 400,000',
      '31 a 60 días1US$ 18,000',
      '61 a 90 días0US$ 0',
      'Más de 90 días24US$ 482,000',
    ]);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Antigüedad del Inventario, gráfico de barras: 0 a 30 días, 20 autos; 31 a 60 días, 1 auto; 61 a 90 días, 0 autos; Más de 90 días, 24 autos.',
    );
    await waitFor(() => expect(charts.map((chart) => chart.type)).toEqual(['bar']));

    const oldest = screen.getByRole('table', { name: 'Autos con más días en stock' });
    expect(within(oldest).getByRole('link', { name: 'Toyota Corolla 2018' })).toHaveAttribute(
      'href',
      '/info-auto/7',
    );
    expect(within(oldest).getAllByRole('row')[1]).toHaveTextContent('10/01/2025400US$ 15,500');
    for (const name of ['Exportar Dashboard de Reportes', 'Exportar Autos con más días en stock']) {
      const group = screen.getByRole('group', { name });
      expect(
        within(group)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Excel', 'PDF']);
    }
  });

  it("says 'Sin ventas en 90 días' when nothing sold in 90 days", async () => {
    stubApi({
      [DASHBOARD]: [ok({ kpisPrincipales: kpis })],
      [INVENTORY]: [ok({ ...inventory, ventasUltimos90Dias: 0 })],
    });
    renderScreen(<DashboardScreen />);
    await screen.findByRole('region', { name: 'Resumen General' });
    expect(summaryValue('Días de Inventario')).toBe('Sin ventas en 90 días');
  });

  it('keeps the KPIs at zero after a failed load, says so, and Reintentar loads them', async () => {
    const api = stubApi({
      [DASHBOARD]: [failure(), ok({ kpisPrincipales: kpis })],
      [INVENTORY]: [ok(inventory)],
    });
    renderScreen(<DashboardScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar datos');
    expect(kpi('Vehículos Disponibles')).toBe('0In Piso: 0 · Externos: 0');
    expect(kpi('Ingresos Mes Actual')).toBe('US$ 0Promedio por venta: US$ 0');
    expect(summaryValue('Tasa de Conversión')).toBe('0.0%');
    const exports = screen.getByRole('group', { name: 'Exportar Dashboard de Reportes' });
    expect(within(exports).getByRole('button', { name: 'Excel' })).toBeDisabled();

    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(kpi('Vehículos Disponibles')).toBe('45In Piso: 30 · Externos: 15');
    // Only the failed report is asked again; the focus goes to Actualizar, not the page's body.
    expect(api.count(DASHBOARD)).toBe(2);
    expect(api.count(INVENTORY)).toBe(1);
    expect(screen.getByRole('button', { name: 'Actualizar' })).toHaveFocus();
  });

  it('without the inventory report shows the KPIs, no aging and days supply as a dash', async () => {
    stubApi({ [DASHBOARD]: [ok({ kpisPrincipales: kpis })], [INVENTORY]: [failure()] });
    renderScreen(<DashboardScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar datos');
    expect(kpi('Vehículos Disponibles')).toBe('45In Piso: 30 · Externos: 15');
    expect(summaryValue('Días de Inventario')).toBe('—');
    expect(screen.queryByRole('region', { name: 'Antigüedad del Inventario' })).toBeNull();
  });

  it('Actualizar reloads both reports', async () => {
    const api = stubApi({ [DASHBOARD]: [ok({ kpisPrincipales: kpis })], [INVENTORY]: [ok(inventory)] });
    renderScreen(<DashboardScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Indicadores Principales' });
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(api.calls).toHaveLength(4));
    expect(api.count(DASHBOARD)).toBe(2);
    expect(api.count(INVENTORY)).toBe(2);
  });
});
