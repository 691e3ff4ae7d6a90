import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore } from '../../test/migrations-before';
import { migratePglite } from './pglite-migrator';

describe('migration 0005 (offers, complaints book, consent) keeps the existing rows', () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const folders: string[] = [];
  afterAll(async () => {
    await client.close();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('numbers the old sheets per year, copies the provider, sets the deadline and codes the offers', async () => {
    const before = await migrationsBefore('0005_offers_complaints_consent');
    folders.push(before);
    await migratePglite(client, before);
    await client.exec(`
      insert into complaint (codigo, nombre_completo, tipo_documento, nro_documento, domicilio, telefono,
        correo, tipo_bien, monto_reclamado, descripcion_bien, tipo, detalle, pedido, estado, created_at)
      values
        ('2025-000001', 'Ana Pérez', 'DNI', '12345678', 'Av. Arequipa 100', '987654321', 'ana@example.pe',
         'PRODUCTO', 450, 'Auto', 'RECLAMO', 'Detalle 1', 'Pedido 1', 'RESPONDIDO', '2025-12-31T20:00:00-05:00'),
        ('2026-000001', 'Luis Soto', 'DNI', '87654321', 'Jr. Lima 5', '912345678', 'luis@example.pe',
         'SERVICIO', null, 'Cita', 'QUEJA', 'Detalle 2', 'Pedido 2', 'PENDIENTE', '2026-11-24T10:00:00-05:00'),
        ('2026-000002', 'Rosa Díaz', 'DNI', '11112222', 'Calle 3', '923456789', 'rosa@example.pe',
         'PRODUCTO', 1200, 'Separación', 'RECLAMO', 'Detalle 3', 'Pedido 3', 'PENDIENTE', '2026-12-01T09:00:00-05:00');
      insert into sell_offer (nombre_completo, correo, celular, marca, modelo, anio, kilometraje,
        consentimiento_privacidad, created_at)
      values ('Jorge Ruiz', 'jorge@example.pe', '934567890', 'Toyota', 'Yaris', 2018, 60000, true,
        '2026-03-10T12:00:00-05:00');
    `);

    await migratePglite(client, MIGRATIONS);

    const { rows } = await client.query<Record<string, unknown>>(
      `select codigo, codigo_libro, anio, correlativo, tipo, tipo_original, razon_social, ruc, moneda,
         monto_reclamado::text as monto, detalle, fecha_limite::text as fecha_limite, estado
       from complaint order by id`,
    );
    expect(rows).toEqual([
      expect.objectContaining({ codigo: '000000001-2025', codigo_libro: 'WEB', anio: 2025, correlativo: 1 }),
      expect.objectContaining({
        codigo: '000000001-2026',
        anio: 2026,
        correlativo: 1,
        tipo_original: 'QUEJA',
      }),
      expect.objectContaining({ codigo: '000000002-2026', anio: 2026, correlativo: 2, moneda: 'PEN' }),
    ]);
    expect(rows[2]).toMatchObject({ monto: '1200.00', detalle: 'Detalle 3', estado: 'PENDIENTE' });
    expect(rows[0]).toMatchObject({ razon_social: 'MotorPlaza Perú S.A.C.', ruc: '20612345671' });
    // Filed Tuesday 24 Nov 2026: 15 business days skip the weekends and 8 and 9 December.
    expect(rows[1]?.fecha_limite).toBe('2026-12-17');
    // Filed 31 Dec 2025 at 20:00 in Lima: a 2025 sheet; the term skips 1 January.
    expect(rows[0]?.fecha_limite).toBe('2026-01-22');

    const counters = await client.query(
      'select codigo_libro, anio, ultimo from complaint_book_counter order by anio',
    );
    expect(counters.rows).toEqual([
      { codigo_libro: 'WEB', anio: 2025, ultimo: 1 },
      { codigo_libro: 'WEB', anio: 2026, ultimo: 2 },
    ]);
    const offers = await client.query<{ codigo: string }>('select codigo from sell_offer');
    expect(offers.rows).toEqual([{ codigo: 'VA-2026-000001' }]);
    const holidays = await client.query<{ n: number }>(
      "select count(*)::int as n from feriado where fecha between '2026-01-01' and '2026-12-31'",
    );
    expect(holidays.rows[0]?.n).toBe(16);
  });
});
