import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_ROLE_PERMISSIONS } from '@motorplaza/domain/access/permissions';
import { ROLES, type Role } from '@motorplaza/domain/access/roles';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AppDependencies, buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { type Database, openDatabase } from '../src/db/client';
import { permiso, usuario, usuarioPermiso } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/password';
import type { MailDrainer } from '../src/mail/mail-drainer';
import type { UnsubscribeLinks } from '../src/mail/unsubscribe-links';
import type { AlertLinks } from '../src/modules/alerts/alert-links';
import { openSession } from '../src/modules/auth/open-session';
import { createTokenService, type TokenService } from '../src/modules/auth/token.service';
import type { CatalogService } from '../src/modules/catalog/catalog.service';
import type { OfferConfirmLinks } from '../src/modules/offers/offer-confirm-links';
import { ensureBaseData } from '../src/seed/base-data';
import { seedDemoData } from '../src/seed/seed-demo';
import { createDiskStorage } from '../src/storage/disk-storage';
import type { Storage } from '../src/storage/storage';

export const TEST_PASSWORD = 'Clave-De-Prueba-1';
/** The fixed "now" of the demo data in tests. */
export const DEMO_NOW = new Date('2026-11-21T15:00:00Z');

export interface TestUser {
  idUsuario: number;
  correo: string;
  rol: Role;
}

export interface NewTestUser {
  rol: Role;
  permisos?: readonly string[];
  estado?: boolean;
  nombres?: string;
}

export interface TestApp {
  server: FastifyInstance;
  database: Database;
  /** Where the database is: a PostgreSQL URL and the test's schema in it (undefined on PGlite). */
  location: { url: string | undefined; schemaName: string | undefined };
  storage: Storage;
  tokens: TokenService;
  catalog: CatalogService;
  /** The app's e-mail outbox drainer (decision 0025): `drainNow()` sends what is queued. */
  mail: MailDrainer;
  /** The app's signed unsubscribe links (its secret is drawn per test app). */
  unsubscribe: UnsubscribeLinks;
  /** The app's signed offer confirmation links (issue 23). */
  offerConfirmLinks: OfferConfirmLinks;
  /** The app's signed catalogue-alert links (issue 26). */
  alertLinks: AlertLinks;
  users: Record<Role | 'INACTIVO', TestUser>;
  /** Calls the API with a valid bearer token of a user of that role (null = visitor). */
  injectAs(role: Role | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * Calls the API as an active user of that role holding exactly these permissions (one user per
   * role and set, made on first use).
   */
  injectWith(
    role: Role,
    permisos: readonly string[],
    options: InjectOptions,
  ): Promise<LightMyRequestResponse>;
  /** Makes a user; the password is TEST_PASSWORD. */
  createUser(spec: NewTestUser): Promise<TestUser>;
  /** A valid access token of a new session of any user (claims read from the database now). */
  tokenFor(idUsuario: number): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real API on a real database: PGlite in memory by default, or the PostgreSQL server of
 * TEST_DATABASE_URL in a schema of its own (dropped at the end). One per test file.
 */
export async function createTestApp(
  options: {
    logStream?: NodeJS.WritableStream;
    beforeReady?: (server: FastifyInstance) => void;
    /** Load the demo inventory (without photos) before the test users. */
    demo?: boolean;
    /** Where uploads go; default a disk store in the test's temporary folder. */
    storage?: Storage;
    /** A PostgreSQL database to use whatever TEST_DATABASE_URL says (a schema of its own in it). */
    databaseUrl?: string;
    /** The app's clock (the reports' "this month"); default the real one. */
    now?: () => Date;
    /** The outbox's transport and timings, e.g. an SMTP sink's (default: `.eml` files in the temp folder). */
    mail?: AppDependencies['mail'];
    /** An SMTP server for the outbox (the test's sink); default `.eml` files in the temporary folder. */
    smtpUrl?: string;
    /** RATE_LIMIT_ALLOW: addresses the per-address limits never throttle. */
    rateLimitAllow?: string;
    /** TRUST_PROXY: which proxies may name the client in X-Forwarded-For (a hop count or addresses). */
    trustProxy?: string;
  } = {},
): Promise<TestApp> {
  const url = options.databaseUrl ?? process.env.TEST_DATABASE_URL;
  const schemaName = url ? `t_${randomUUID().replaceAll('-', '').slice(0, 16)}` : undefined;
  const database = await openDatabase({ url, schemaName });
  await database.migrate();
  await ensureBaseData(database.db);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-test-'));
  const storage = options.storage ?? createDiskStorage(path.join(dataDir, 'media'));
  if (options.demo) await seedDemoData(database.db, storage, { now: DEMO_NOW, photos: false });
  const users = await createUsers(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...(options.rateLimitAllow ? { RATE_LIMIT_ALLOW: options.rateLimitAllow } : {}),
    ...(options.trustProxy ? { TRUST_PROXY: options.trustProxy } : {}),
  });
  const tokens = createTokenService(new TextEncoder().encode('test-secret-test-secret-test-secret-123'));
  const { server, catalog, mail, unsubscribe, offerConfirmLinks, alertLinks } = await buildApp({
    config,
    database,
    storage,
    tokens,
    unsubscribeSecret: randomBytes(32),
    appVersion: 'test',
    web: null,
    logger: Boolean(options.logStream),
    logStream: options.logStream,
    now: options.now,
    mail: options.mail,
    // The alerts' matcher and digests run when a test calls them, on its own clock.
    alertWorkMs: 3_600_000,
  });
  options.beforeReady?.(server);
  await server.ready();

  const tokenCache = new Map<Role, string>();
  async function tokenOf(role: Role): Promise<string> {
    const cached = tokenCache.get(role);
    if (cached) return cached;
    const [row] = await database.db
      .select()
      .from(usuario)
      .where(sql`${usuario.idUsuario} = ${users[role].idUsuario}`);
    if (!row) throw new Error(`missing test user ${role}`);
    const token = (await openSession(database.db, tokens, row, true)).jwt;
    tokenCache.set(role, token);
    return token;
  }

  async function tokenFor(idUsuario: number): Promise<string> {
    const [row] = await database.db.select().from(usuario).where(sql`${usuario.idUsuario} = ${idUsuario}`);
    if (!row) throw new Error(`missing test user ${idUsuario}`);
    return (await openSession(database.db, tokens, row, true)).jwt;
  }

  const madeUsers = new Map<string, Promise<string>>();
  let made = 0;
  function tokenWith(role: Role, permisos: readonly string[]): Promise<string> {
    const key = `${role}:${[...permisos].sort().join(',')}`;
    let token = madeUsers.get(key);
    if (!token) {
      made += 1;
      token = insertUser(database, { rol: role, permisos }, 1000 + made).then((user) =>
        tokenFor(user.idUsuario),
      );
      madeUsers.set(key, token);
    }
    return token;
  }

  return {
    server,
    database,
    location: { url, schemaName },
    storage,
    tokens,
    catalog,
    mail,
    unsubscribe,
    offerConfirmLinks,
    alertLinks,
    users,
    async injectAs(role, options) {
      const headers = { ...(options.headers ?? {}) };
      if (role) headers.authorization = `Bearer ${await tokenOf(role)}`;
      return server.inject({ ...options, headers });
    },
    async injectWith(role, permisos, options) {
      const headers = {
        ...(options.headers ?? {}),
        authorization: `Bearer ${await tokenWith(role, permisos)}`,
      };
      return server.inject({ ...options, headers });
    },
    createUser(spec) {
      made += 1;
      return insertUser(database, spec, 1000 + made);
    },
    tokenFor,
    async close() {
      await server.close();
      if (schemaName) await database.db.execute(sql.raw(`drop schema "${schemaName}" cascade`));
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function createUsers(database: Database): Promise<TestApp['users']> {
  const specs: { key: Role | 'INACTIVO'; rol: Role; estado: boolean }[] = [
    ...ROLES.map((rol) => ({ key: rol, rol, estado: true })),
    { key: 'INACTIVO', rol: 'EJECUTIVO', estado: false },
  ];
  const result = {} as TestApp['users'];
  for (const [index, spec] of specs.entries()) {
    result[spec.key] = await insertUser(
      database,
      { rol: spec.rol, estado: spec.estado, nombres: `Usuario ${spec.key}` },
      index,
      `${spec.key.toLowerCase()}@prueba.pe`,
    );
  }
  return result;
}

let passwordHash: Promise<string> | undefined;

/** One user with a unique DNI, correo and celular derived from `index`. */
async function insertUser(
  database: Database,
  spec: NewTestUser,
  index: number,
  correo = `usuario${index}@prueba.pe`,
): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await database.db
    .insert(usuario)
    .values({
      nombres: spec.nombres ?? `Usuario ${index}`,
      apellidos: 'De Prueba',
      dni: String(40000000 + index),
      correo,
      celular: `9${String(10000000 + index).padStart(8, '0')}`,
      contrasena: await passwordHash,
      rol: spec.rol,
      estado: spec.estado ?? true,
    })
    .returning({ idUsuario: usuario.idUsuario });
  if (!row) throw new Error('insert failed');
  const names = [...(spec.permisos ?? DEFAULT_ROLE_PERMISSIONS[spec.rol])];
  if (names.length > 0) {
    const granted = await database.db
      .select({ idPermiso: permiso.idPermiso })
      .from(permiso)
      .where(inArray(permiso.nombre, names));
    await database.db
      .insert(usuarioPermiso)
      .values(granted.map((p) => ({ idUsuario: row.idUsuario, idPermiso: p.idPermiso })));
  }
  return { idUsuario: row.idUsuario, correo, rol: spec.rol };
}

/** The value of a Set-Cookie of a response, or undefined. */
export function cookieOf(
  response: { cookies: { name: string; value: string }[] },
  name: string,
): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}
