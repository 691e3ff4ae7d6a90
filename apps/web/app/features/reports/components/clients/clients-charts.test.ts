import { clientsMonths, funnelLines } from '@motorplaza/domain/reports/report-series';
import { describe, expect, it } from 'vitest';
import { clientsChartConfig, clientsTooltipLabel, funnelChartConfig } from './clients-charts';

describe('the clients chart (spec 000 §2)', () => {
  it('is a bar per month titled Cantidad de Clientes by Período, in whole steps', () => {
    const config = clientsChartConfig(
      clientsMonths([{ anio: 2026, mes: 2, cantidadClientes: 4 }], {
        desde: '2026-01-01',
        hasta: '2026-02-28',
      }),
    );
    expect(config.type).toBe('bar');
    expect(config.data.labels).toEqual(['Ene 2026', 'Feb 2026']);
    expect(config.data.datasets[0]).toMatchObject({ label: 'Nuevos Clientes', data: [0, 4] });
    expect(config.options?.scales?.x).toMatchObject({ title: { display: true, text: 'Período' } });
    expect(config.options?.scales?.y).toMatchObject({
      title: { display: true, text: 'Cantidad de Clientes' },
      ticks: { precision: 0 },
    });
    expect(clientsTooltipLabel(1)).toBe('Nuevos Clientes: 1 cliente');
    expect(clientsTooltipLabel(4)).toBe('Nuevos Clientes: 4 clientes');
  });

  it('draws the funnel as horizontal bars per asesor, one per step', () => {
    const config = funnelChartConfig(
      funnelLines([{ idUsuario: 2, asesor: 'Rosa', leads: 8, atendidos: 6, vendidos: 2 }]),
    );
    expect(config.options?.indexAxis).toBe('y');
    expect(config.data.labels).toEqual(['Rosa']);
    expect(config.data.datasets.map((d) => [d.label, d.data])).toEqual([
      ['Interesados', [8]],
      ['Atendidos', [6]],
      ['Vendidos', [2]],
    ]);
  });
});
