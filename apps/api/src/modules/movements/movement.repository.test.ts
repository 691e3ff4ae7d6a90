import { MOVEMENTS_SEARCH_COUNT_LIMIT, REDACTED } from '@motorplaza/domain/movements/movement.schema';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../../test/file-test-app';
import { TEST_PASSWORD } from '../../../test/test-app';
import { movimiento, usuario } from '../../db/schema/index';
import { ANONYMOUS_SIGN_IN } from '../auth/sign-in-failure';
import { recordMovement } from './movement.repository';
import { diffRecords } from './movement-changes';
import { listMovements } from './movement-list.repository';
import { movementSearchText } from './movement-search';
import { NO_REQUEST } from './request-context';

const t = fileTestApp();

async function newest() {
  const [row] = await t().database.db.select().from(movimiento).orderBy(desc(movimiento.idLog)).limit(1);
  if (!row) throw new Error('the log is empty');
  return row;
}

async function refusal(statement: string): Promise<string> {
  try {
    await t().database.db.execute(sql.raw(statement));
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  return 'accepted';
}

describe('the movimiento table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself (append-only)', async () => {
    await recordMovement(t().database.db, {
      actor: { idUsuario: t().users.ADMIN.idUsuario },
      codigo: 'settings.update',
      accion: 'Entrada que nadie puede borrar',
      context: NO_REQUEST,
    });
    for (const statement of [
      `update movimiento set accion = 'otra cosa'`,
      'delete from movimiento',
      'truncate movimiento',
    ]) {
      expect(await refusal(statement), statement).toMatch(/append-only/);
    }
    expect((await newest()).accion).toBe('Entrada que nadie puede borrar');
  });

  it('keeps a user who has movements from being deleted (they are deactivated instead)', async () => {
    const message = await refusal(`delete from usuario where id_usuario = ${t().users.ADMIN.idUsuario}`);
    expect(message).toMatch(/foreign key|violates/);
  });
});

describe('recordMovement', () => {
  it('names a staff actor by their full name, read from the user table (decision 0045)', async () => {
    await recordMovement(t().database.db, {
      actor: { idUsuario: t().users.EJECUTIVO.idUsuario },
      codigo: 'auth.login',
      accion: 'Inicio de sesión',
      context: NO_REQUEST,
    });
    expect(await newest()).toMatchObject({
      idUsuario: t().users.EJECUTIVO.idUsuario,
      usuario: 'Usuario EJECUTIVO De Prueba',
    });
    await recordMovement(t().database.db, {
      actor: { idUsuario: null, usuario: 'Formulario web' },
      codigo: 'complaint.create',
      accion: 'Registró una hoja',
      context: NO_REQUEST,
    });
    expect(await newest()).toMatchObject({ idUsuario: null, usuario: 'Formulario web' });
  });

  it('stores the code, target, changes and the search text in Lima time', async () => {
    await recordMovement(t().database.db, {
      actor: { idUsuario: t().users.EJECUTIVO.idUsuario },
      codigo: 'vehicle.update',
      accion: 'Actualizó el automóvil Toyota Yaris (A123)',
      entidad: 'automovil',
      idEntidad: 7,
      objetivo: 'Toyota Yaris (A123)',
      cambios: diffRecords({ precioVenta: 12000 }, { precioVenta: 11500 }, ['precioVenta']),
      context: { ip: '190.236.40.2', userAgent: 'Prueba/1.0', requestId: 'abc' },
    });
    const row = await newest();
    expect(row).toMatchObject({
      idUsuario: t().users.EJECUTIVO.idUsuario,
      usuario: 'Usuario EJECUTIVO De Prueba',
      codigo: 'vehicle.update',
      entidad: 'automovil',
      idEntidad: 7,
      objetivo: 'Toyota Yaris (A123)',
      cambios: [{ campo: 'precioVenta', antes: '12000', despues: '11500' }],
      ip: '190.236.40.2',
      userAgent: 'Prueba/1.0',
      requestId: 'abc',
    });
    const lima = new Intl.DateTimeFormat('es-PE', {
      timeZone: 'America/Lima',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(row.fecha)
      .replace(',', '');
    expect(row.busqueda).toBe(
      `usuario ejecutivo de prueba actualizó el automóvil toyota yaris (a123) ${lima}`,
    );
  });

  it('redacts personal data and never stores a password', async () => {
    type Person = Record<'nombres' | 'dni' | 'correo' | 'celular' | 'contrasena', string | null>;
    const before: Person = {
      nombres: 'Ana',
      dni: '40000001',
      correo: 'ana@prueba.pe',
      celular: null,
      contrasena: 'x',
    };
    const after: Person = {
      nombres: 'Ana María',
      dni: '40000002',
      correo: 'ana@prueba.pe',
      celular: '912345678',
      contrasena: 'Secreto-Nuevo-99',
    };
    const cambios = diffRecords(before, after, ['nombres', 'dni', 'correo', 'celular', 'contrasena']);
    expect(cambios).toEqual([
      { campo: 'nombres', antes: 'Ana', despues: 'Ana María' },
      { campo: 'dni', antes: REDACTED, despues: REDACTED },
      { campo: 'celular', antes: null, despues: REDACTED },
      { campo: 'contrasena', antes: null, despues: null },
    ]);
    await recordMovement(t().database.db, {
      actor: { idUsuario: t().users.ADMIN.idUsuario },
      codigo: 'user.update',
      accion: 'Actualizó al usuario Ana María',
      entidad: 'usuario',
      idEntidad: 1,
      objetivo: 'Ana María',
      cambios,
      context: NO_REQUEST,
    });
    const stored = JSON.stringify(await newest());
    for (const secret of ['40000001', '40000002', '912345678', 'Secreto-Nuevo-99']) {
      expect(stored).not.toContain(secret);
    }
  });
});

describe('listMovements', () => {
  it('counts a search up to the limit and says so beyond it; without a term the total is exact', async () => {
    const usuario = sql`'bench@prueba.pe'`;
    const accion = sql`'Revisó el lote ' || g`;
    const fecha = sql`timestamptz '2025-01-01 12:00Z' + g * interval '1 minute'`;
    await t().database.db.execute(sql`
      insert into movimiento (usuario, accion, codigo, fecha, busqueda)
      select ${usuario}, ${accion}, 'vehicle.update', ${fecha}, ${movementSearchText(usuario, accion, fecha)}
      from generate_series(1, ${sql.raw(String(MOVEMENTS_SEARCH_COUNT_LIMIT + 5))}) as g`);
    const searched = await listMovements(t().database.db, { q: 'lote' }, { limit: 15, offset: 0 });
    expect(searched).toMatchObject({ total: MOVEMENTS_SEARCH_COUNT_LIMIT, totalExacto: false });
    expect(searched.rows[0]?.accion).toBe(`Revisó el lote ${MOVEMENTS_SEARCH_COUNT_LIMIT + 5}`);
    const narrow = await listMovements(t().database.db, { q: 'lote 1000' }, { limit: 15, offset: 0 });
    expect(narrow).toMatchObject({ total: 7, totalExacto: true }); // 1000, 10000–10005
    const all = await listMovements(t().database.db, {}, { limit: 15, offset: 0 });
    expect(all.totalExacto).toBe(true);
    expect(all.total).toBeGreaterThan(MOVEMENTS_SEARCH_COUNT_LIMIT);
  });
});

describe('a sign-in', () => {
  it('records the client address, user agent and request id, and no password', async () => {
    const response = await t().server.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '203.0.113.9',
      headers: { 'user-agent': `Mozilla/5.0 (Prueba) ${'x'.repeat(400)}` },
      payload: { correo: t().users.ASESOR1.correo, contrasena: TEST_PASSWORD, recordar: false },
    });
    expect(response.statusCode).toBe(200);
    const row = await newest();
    expect(row).toMatchObject({
      idUsuario: t().users.ASESOR1.idUsuario,
      // The full name, like every other action of theirs (decision 0045), not the e-mail.
      usuario: 'Usuario ASESOR1 De Prueba',
      codigo: 'auth.login',
      accion: 'Inicio de sesión',
      ip: '203.0.113.9',
    });
    expect(row.userAgent).toMatch(/^Mozilla\/5\.0 \(Prueba\) x+$/);
    expect(row.userAgent).toHaveLength(300);
    expect(row.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(row)).not.toContain(TEST_PASSWORD);
  });

  it('records a failed attempt by nobody, against the e-mail typed, with its code (issue 23)', async () => {
    await t().server.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { correo: 'Nadie@Prueba.pe', contrasena: 'incorrecta', recordar: false },
    });
    expect(await newest()).toMatchObject({
      idUsuario: null,
      usuario: ANONYMOUS_SIGN_IN.usuario,
      objetivo: 'nadie@prueba.pe',
      codigo: 'auth.loginFailed',
    });
  });

  it('names a known account a failed sign-in tried as its target, never as its actor', async () => {
    await t().server.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { correo: t().users.EJECUTIVO.correo, contrasena: 'incorrecta', recordar: false },
    });
    expect(await newest()).toMatchObject({
      idUsuario: null,
      usuario: ANONYMOUS_SIGN_IN.usuario,
      entidad: 'usuario',
      idEntidad: t().users.EJECUTIVO.idUsuario,
      objetivo: 'Usuario EJECUTIVO De Prueba',
      codigo: 'auth.loginFailed',
    });
  });
});

describe('a deactivated user', () => {
  it('keeps every movement, still listed and searchable', async () => {
    const { idUsuario, correo } = t().users.ASESOR2;
    await t().server.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { correo, contrasena: TEST_PASSWORD, recordar: false },
    });
    await t().database.db.update(usuario).set({ estado: false }).where(eq(usuario.idUsuario, idUsuario));
    const response = await t().injectAs('ADMIN', {
      method: 'GET',
      url: `/api/v1/usuario/logs?idUsuario=${idUsuario}&q=${encodeURIComponent('asesor2 inicio')}`,
    });
    expect(response.json().data).toMatchObject({
      total: 1,
      logs: [{ usuario: 'Usuario ASESOR2 De Prueba', correoUsuario: correo, codigo: 'auth.login' }],
    });
  });
});
