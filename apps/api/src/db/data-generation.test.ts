import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, ownDatabaseName, SERVER_URL } from '../../test/own-database';
import { type Database, openDatabase } from './client';
import { statementKind } from './data-generation';
import { cliente } from './schema/index';

const quiet = { info() {}, warn() {} };

/** Whether `work` moved the generation of `database`. */
async function moves(database: Database, work: () => Promise<unknown>): Promise<boolean> {
  const before = database.generation.current();
  await work().catch(() => undefined);
  return database.generation.current() !== before;
}

async function within(ms: number, check: () => boolean): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const client = (n: number) => ({ nombres: 'Elsa', apellidos: `Prueba ${n}`, dni: `7100000${n}` });

describe('statementKind', () => {
  it('tells reads, writes and the end of a transaction apart, counting anything unknown as a write', () => {
    expect(statementKind('select 1')).toBe('read');
    expect(statementKind('  (SELECT * from cliente) union (select * from cliente)')).toBe('read');
    expect(statementKind('begin')).toBe('read');
    expect(statementKind('insert into cliente values (1)')).toBe('write');
    expect(statementKind('with x as (delete from cliente returning *) select * from x')).toBe('write');
    expect(statementKind('UPDATE cliente set estado = false')).toBe('write');
    expect(statementKind('truncate cliente')).toBe('write');
    expect(statementKind('vacuum')).toBe('write');
    expect(statementKind('commit')).toBe('end');
    expect(statementKind('ROLLBACK')).toBe('end');
  });
});

/** The same expectations on both engines: every way the code writes moves the generation. */
function watches(open: () => Promise<Database>) {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await database.migrate();
  });

  it('a read leaves it, a write moves it', async () => {
    expect(await moves(database, () => database.db.select().from(cliente).limit(1))).toBe(false);
    expect(await moves(database, () => database.db.execute(sql`select count(*) from cliente`))).toBe(false);
    expect(await moves(database, () => database.db.insert(cliente).values(client(1)))).toBe(true);
    expect(
      await moves(database, () =>
        database.db.update(cliente).set({ estado: false }).where(eq(cliente.dni, '71000001')),
      ),
    ).toBe(true);
    expect(
      await moves(database, () => database.db.execute(sql`delete from cliente where dni = '71000001'`)),
    ).toBe(true);
  });

  it('a statement that touched no row leaves it (the outbox polls with an UPDATE every 5 s)', async () => {
    expect(
      await moves(database, () =>
        database.db.update(cliente).set({ estado: false }).where(eq(cliente.dni, '00000000')),
      ),
    ).toBe(false);
    expect(await moves(database, () => database.db.execute(sql`delete from cliente where false`))).toBe(
      false,
    );
    expect(
      await moves(database, () =>
        database.db.transaction(async (tx) => {
          await tx.update(cliente).set({ estado: false }).where(eq(cliente.dni, '00000000'));
        }),
      ),
    ).toBe(false);
  });

  it('a transaction that wrote moves it after its commit, and a read-only one does not', async () => {
    let during = -1;
    const generation = database.generation;
    const before = generation.current();
    await database.db.transaction(async (tx) => {
      await tx.insert(cliente).values(client(2));
      during = generation.current();
    });
    expect(during).toBeGreaterThan(before);
    expect(generation.current()).toBeGreaterThan(during);
    expect(
      await moves(database, () => database.db.transaction((tx) => tx.select().from(cliente).limit(1))),
    ).toBe(false);
  });

  it('a failed write and a rolled back transaction move it too (they may have changed something first)', async () => {
    expect(await moves(database, () => database.db.insert(cliente).values(client(2)))).toBe(true);
    expect(
      await moves(database, () =>
        database.db.transaction(async (tx) => {
          await tx.insert(cliente).values(client(3));
          tx.rollback();
        }),
      ),
    ).toBe(true);
  });
}

describe('the generation on PGlite', () => {
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
  });
  watches(async () => {
    database = await openDatabase({});
    return database;
  });
});

describe('the generation on PostgreSQL, across processes', () => {
  const name = ownDatabaseName('motorplaza_generation');
  let admin: pg.Client;
  let other: Database;
  let ours: Database;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
  });
  afterAll(async () => {
    await other?.close();
    await ours?.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  watches(async () => {
    ours = await openDatabase({ url: databaseUrl(name) });
    await ours.notices.start(quiet);
    return ours;
  });

  it('a write through another pool (another instance) moves it within a second', async () => {
    other = await openDatabase({ url: databaseUrl(name) });
    await other.notices.start(quiet);
    const before = ours.generation.current();
    const theirs = other.generation.current();
    await other.db.insert(cliente).values(client(4));
    expect(other.generation.current()).toBeGreaterThan(theirs);
    await within(1_000, () => ours.generation.current() > before);
  });
});
