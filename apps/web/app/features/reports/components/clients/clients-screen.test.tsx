import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  type FakeAnswer,
  fakeReportsApi,
  renderScreen,
  tableCells,
} from '../../../../../test/report-harness';
import { session } from '../../../../../test/report-screen-setup';
import { ClientsScreen } from './clients-screen';

vi.mock('../chart-canvas', () => ({
  ChartCanvas: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

const URL = '/admin/reportes/clientes?periodo=rango&desde=2026-01-01&hasta=2026-03-31';
const PERIOD = { desde: '2026-01-01', hasta: '2026-03-31' };
const clients = (reporteClientes: unknown[]): FakeAnswer => ({
  body: { success: true, data: { ...PERIOD, reporteClientes } },
});
const funnel = (embudo: unknown[]): FakeAnswer => ({ body: { success: true, data: { ...PERIOD, embudo } } });
const CLIENTS = [
  { anio: 2026, mes: 2, cantidadClientes: 7 },
  { anio: 2026, mes: 1, cantidadClientes: 3 },
];
const FUNNEL = [
  { idUsuario: null, asesor: '—', leads: 2, atendidos: 0, vendidos: 0 },
  { idUsuario: 4, asesor: 'Rosa Quispe', leads: 8, atendidos: 6, vendidos: 2 },
];

function api(answers: { clientes?: FakeAnswer; embudo?: FakeAnswer }) {
  return fakeReportsApi((path) =>
    path.startsWith('/reportes/clientes')
      ? (answers.clientes ?? clients(CLIENTS))
      : (answers.embudo ?? funnel(FUNNEL)),
  );
}

describe('ClientsScreen (spec 000 §2 Reporte de Clientes Interesados)', () => {
  it('shows the new clients of every month of the period and the last month that has clients', async () => {
    const { calls } = api({});
    renderScreen(<ClientsScreen />, URL);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reporte de Clientes Interesados' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cargando datos de clientes...')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Nuevos Clientes' });
    expect(tableCells(table)).toEqual([
      ['Período', 'Cantidad de Clientes'],
      ['Ene 2026', '3'],
      ['Feb 2026', '7'],
      ['Mar 2026', '0'],
    ]);
    expect(
      screen.getByText('Datos actualizados automáticamente. Último período: Feb 2026'),
    ).toBeInTheDocument();
    expect(calls).toContain('/reportes/clientes?desde=2026-01-01&hasta=2026-03-31');
    expect(calls).toContain('/reportes/embudo?desde=2026-01-01&hasta=2026-03-31');
  });

  it('shows the funnel per asesor with each step in percent of the one before, unassigned last, and the total', async () => {
    api({});
    renderScreen(<ClientsScreen />, URL);
    const table = await screen.findByRole('table', { name: 'Embudo de Clientes por Asesor' });
    expect(tableCells(table)).toEqual([
      ['Asesor', 'Interesados', 'Atendidos', '% atendidos', 'Vendidos', '% vendidos'],
      ['Rosa Quispe', '8', '6', '75.0%', '2', '33.3%'],
      ['Sin asignar', '2', '0', '0.0%', '0', '0.0%'],
      ['Total', '10', '6', '60.0%', '2', '33.3%'],
    ]);
  });

  it('a failed request says why and offers Reintentar; the funnel keeps its own state', async () => {
    api({ clientes: { status: 500, body: { success: false, message: 'x' } } });
    renderScreen(<ClientsScreen />, URL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar datos');
    expect(alert).toHaveTextContent('No se pudieron obtener los datos de clientes.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Embudo de Clientes por Asesor' })).toBeInTheDocument();
  });

  it('no clients is "No hay datos disponibles" with Actualizar, which reloads and keeps the focus', async () => {
    let answer = clients([]);
    fakeReportsApi((path) => (path.startsWith('/reportes/clientes') ? answer : funnel([])));
    renderScreen(<ClientsScreen />, URL);
    expect(await screen.findByText('No hay datos disponibles')).toBeInTheDocument();
    expect(screen.getByText('No se encontraron registros de clientes para mostrar.')).toBeInTheDocument();
    expect(screen.getByText('No hay clientes interesados en el período.')).toBeInTheDocument();

    answer = clients(CLIENTS);
    const [, emptyRefresh] = screen.getAllByRole('button', { name: 'Actualizar' });
    await userEvent.click(emptyRefresh as HTMLElement);
    expect(await screen.findByRole('table', { name: 'Nuevos Clientes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Nuevos Clientes' })).toHaveFocus();
  });

  it('an unsuccessful answer gives no data (spec 000 §8), not an error', async () => {
    api({ clientes: { body: { success: false } } });
    renderScreen(<ClientsScreen />, URL);
    expect(await screen.findByText('No hay datos disponibles')).toBeInTheDocument();
  });

  it('a failed funnel is an alert inside its own section', async () => {
    api({ embudo: { status: 503, body: { success: false, message: 'x' } } });
    renderScreen(<ClientsScreen />, URL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron obtener los datos del embudo.');
    expect(await screen.findByRole('table', { name: 'Nuevos Clientes' })).toBeInTheDocument();
  });

  it('exports the clients and the funnel to users with EXPORTAR_DATOS', async () => {
    session.user = {
      sub: 1,
      nombre: 'Ana',
      rol: 'ADMIN',
      foto: null,
      permisos: ['VER_REPORTES', 'EXPORTAR_DATOS'],
    };
    api({});
    renderScreen(<ClientsScreen />, URL);
    await screen.findByRole('table', { name: 'Embudo de Clientes por Asesor' });
    for (const group of [
      'Exportar Reporte de Clientes Interesados',
      'Exportar Embudo de Clientes por Asesor',
    ]) {
      const buttons = within(screen.getByRole('group', { name: group })).getAllByRole('button');
      expect(buttons.map((button) => button.textContent)).toEqual(['Excel', 'PDF']);
    }
  });
});
