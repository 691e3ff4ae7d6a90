import { todayInLima } from '@motorplaza/domain/shared/dates';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../../test/file-test-app';
import { leadSaleFixtures } from '../../../test/lead-sale-fixtures';

const t = fileTestApp({ demo: true });
const f = leadSaleFixtures(t);

async function data(path: string) {
  const response = await t().injectAs('ADMIN', { method: 'GET', url: `/api/v1/reportes${path}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const sum = (rows: Record<string, number>[], key: string) =>
  rows.reduce((total, row) => total + (row[key] ?? 0), 0);

/** Every figure a sale moves, read from the reports as a manager sees them. */
async function figures() {
  const [year, month] = todayInLima(new Date()).split('-').map(Number);
  const [dashboard, sales, funnel, states, inventory] = await Promise.all([
    data('/dashboard'),
    data('/ventas'),
    data('/embudo'),
    data('/estados'),
    data('/inventario'),
  ]);
  const thisMonth = sales.reporteVentas.find(
    (row: { anioVenta: number; mesVenta: number }) => row.anioVenta === year && row.mesVenta === month,
  );
  const status = (name: string) =>
    states.reporteAutosPorEstado.find((row: { estadoDes: string }) => row.estadoDes === name)?.cantidad ?? 0;
  return {
    ventasMesActual: dashboard.kpisPrincipales.ventasMesActual,
    disponiblesDashboard: dashboard.kpisPrincipales.cantidadVehiculosDisponibles,
    ventasDelMes: thisMonth?.cantidadVendidos ?? 0,
    embudoVendidos: sum(funnel.embudo, 'vendidos'),
    estadoVendido: status('VENDIDO'),
    estadoDisponible: status('DISPONIBLE'),
    ventas90Dias: inventory.ventasUltimos90Dias,
    stockDisponible: inventory.stockDisponible,
  };
}

describe('one sale moves each report figure by exactly one (decision 0040)', () => {
  it("counts an asesor's sale only once a manager confirms it", async () => {
    const idAuto = await f.freshCar();
    const lead = await f.lead('ASESOR1', idAuto);
    const before = await figures();

    const pending = (await f.close('ASESOR1', lead)).json().data.interesado;
    expect(pending.resultado).toBe('POR_CONFIRMAR');
    expect(await figures()).toEqual(before);

    expect((await f.answer('EJECUTIVO', pending, 'confirmacion')).statusCode).toBe(200);
    expect(await figures()).toEqual({
      ventasMesActual: before.ventasMesActual + 1,
      disponiblesDashboard: before.disponiblesDashboard - 1,
      ventasDelMes: before.ventasDelMes + 1,
      embudoVendidos: before.embudoVendidos + 1,
      estadoVendido: before.estadoVendido + 1,
      estadoDisponible: before.estadoDisponible - 1,
      ventas90Dias: before.ventas90Dias + 1,
      stockDisponible: before.stockDisponible - 1,
    });
  });

  it("a manager's close and an inventory sale with its buyer each move them by one", async () => {
    for (const sell of ['close', 'inventory'] as const) {
      const idAuto = await f.freshCar();
      const lead = await f.lead('EJECUTIVO', idAuto);
      const before = await figures();
      const response =
        sell === 'close'
          ? await f.close('ADMIN', lead)
          : await t().injectAs('ADMIN', {
              method: 'PATCH',
              url: `/api/v1/automoviles/${idAuto}/estado`,
              payload: { estadoDes: 'VENDIDO', idInteresado: lead.idInteresado },
            });
      expect(response.statusCode).toBe(200);
      const after = await figures();
      expect(after.ventasMesActual - before.ventasMesActual).toBe(1);
      expect(after.ventasDelMes - before.ventasDelMes).toBe(1);
      expect(after.embudoVendidos - before.embudoVendidos).toBe(1);
      expect(after.estadoVendido - before.estadoVendido).toBe(1);
      expect(before.estadoDisponible - after.estadoDisponible).toBe(1);
      expect(before.disponiblesDashboard - after.disponiblesDashboard).toBe(1);
      expect(after.ventas90Dias - before.ventas90Dias).toBe(1);
      expect(before.stockDisponible - after.stockDisponible).toBe(1);
    }
  });
});
