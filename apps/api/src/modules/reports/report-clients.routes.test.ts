import { LEAD_ORIGINS } from '@motorplaza/domain/leads/lead-pipeline';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deleteLead, reportTestApp } from '../../../test/report-fixtures';
import { interesado } from '../../db/schema/index';

const app = reportTestApp();

describe('GET /api/v1/reportes/clientes', () => {
  it('counts leads per Lima month of registration, the last 12 months by default', async () => {
    expect(await app.data('/clientes')).toEqual({
      desde: '2025-04-01',
      hasta: '2026-03-15',
      reporteClientes: [
        { anio: 2025, mes: 11, cantidadClientes: 1 },
        // 5 December and 22:00 on 31 December in Lima (already 2026 in UTC).
        { anio: 2025, mes: 12, cantidadClientes: 2 },
        { anio: 2026, mes: 1, cantidadClientes: 2 },
        { anio: 2026, mes: 2, cantidadClientes: 1 },
        { anio: 2026, mes: 3, cantidadClientes: 3 },
      ],
    });
  });

  it('takes a period across the year boundary', async () => {
    expect((await app.data('/clientes?desde=2025-12-01&hasta=2026-01-31')).reporteClientes).toEqual([
      { anio: 2025, mes: 12, cantidadClientes: 2 },
      { anio: 2026, mes: 1, cantidadClientes: 2 },
    ]);
    expect((await app.data('/clientes?desde=2025-01-01&hasta=2025-06-30')).reporteClientes).toEqual([
      { anio: 2025, mes: 3, cantidadClientes: 1 },
    ]);
  });
});

describe('GET /api/v1/reportes/embudo', () => {
  const asesor1 = () => ({
    idUsuario: app.t.users.ASESOR1.idUsuario,
    asesor: 'Usuario ASESOR1 De Prueba',
  });
  const asesor2 = () => ({
    idUsuario: app.t.users.ASESOR2.idUsuario,
    asesor: 'Usuario ASESOR2 De Prueba',
  });
  const nobody = { idUsuario: null, asesor: 'Sin asignar' };

  it('follows the period’s leads per asesor: registered, attended, sold; most leads first', async () => {
    expect(await app.data('/embudo')).toEqual({
      desde: '2025-04-01',
      hasta: '2026-03-15',
      embudo: [
        // 20 Nov (attended, sold), 5 Dec, 10 Feb (attended, lost), 14 Mar (attended).
        { ...asesor1(), leads: 4, atendidos: 3, vendidos: 1 },
        // 31 Dec (attended), 20 Jan (attended, sold), 1 Mar.
        { ...asesor2(), leads: 3, atendidos: 2, vendidos: 1 },
        // 1 Jan, 10 Mar.
        { ...nobody, leads: 2, atendidos: 0, vendidos: 0 },
      ],
      // Issue 26: every origin, the fixture's leads all from the web form.
      porOrigen: LEAD_ORIGINS.map((origen) =>
        origen === 'WEB'
          ? { origen, leads: 9, atendidos: 5, vendidos: 2 }
          : { origen, leads: 0, atendidos: 0, vendidos: 0 },
      ),
    });
  });

  it('counts the leads per origin: a financing and a test-drive lead apart from the web form’s', async () => {
    const financing = await app.interested('2023-07-10 11:00', 'ASESOR1', true, 'VENDIDO');
    const drive = await app.interested('2023-07-11 11:00', 'ASESOR2', false);
    const web = await app.interested('2023-07-12 11:00', null, false);
    const db = app.t.database.db;
    await db.update(interesado).set({ origen: 'FINANCIAMIENTO' }).where(eq(interesado.dni, financing));
    await db.update(interesado).set({ origen: 'PRUEBA_MANEJO' }).where(eq(interesado.dni, drive));
    try {
      const { porOrigen } = await app.data('/embudo?desde=2023-07-01&hasta=2023-07-31');
      const of = (origen: string) => porOrigen.find((row: { origen: string }) => row.origen === origen);
      expect(of('FINANCIAMIENTO')).toEqual({ origen: 'FINANCIAMIENTO', leads: 1, atendidos: 1, vendidos: 1 });
      expect(of('PRUEBA_MANEJO')).toEqual({ origen: 'PRUEBA_MANEJO', leads: 1, atendidos: 0, vendidos: 0 });
      expect(of('WEB')).toEqual({ origen: 'WEB', leads: 1, atendidos: 0, vendidos: 0 });
      expect(of('ALERTA')).toEqual({ origen: 'ALERTA', leads: 0, atendidos: 0, vendidos: 0 });
    } finally {
      for (const dni of [financing, drive, web]) await deleteLead(app.t, dni);
    }
  });

  it('takes a period; ties by name, the unassigned last', async () => {
    expect((await app.data('/embudo?desde=2026-01-01&hasta=2026-03-31')).embudo).toEqual([
      { ...asesor1(), leads: 2, atendidos: 2, vendidos: 0 },
      { ...asesor2(), leads: 2, atendidos: 1, vendidos: 1 },
      { ...nobody, leads: 2, atendidos: 0, vendidos: 0 },
    ]);
    expect((await app.data('/embudo?desde=2024-01-01&hasta=2024-12-31')).embudo).toEqual([]);
  });

  it('counts a lead closed as sold as attended even if nobody marked it attended', async () => {
    const dni = await app.interested('2023-06-10 11:00', 'ASESOR2', false, 'VENDIDO');
    try {
      expect((await app.data('/embudo?desde=2023-06-01&hasta=2023-06-30')).embudo).toEqual([
        { ...asesor2(), leads: 1, atendidos: 1, vendidos: 1 },
      ]);
    } finally {
      await deleteLead(app.t, dni);
    }
  });
});
