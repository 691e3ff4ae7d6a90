/**
 * A dealer's three years at scale, loaded in seconds into an already-migrated database: 10,000 vehicles
 * (~40 brands), 100,000 status-history rows (each vehicle's own plausible chain, the last entry its
 * current status), 50,000 leads over 24 months with their timelines, 5,000 registered clients, 3,000
 * sell-your-car offers and 1,000 sheets of the complaints book over 24 months, and 20 staff users.
 * Everything but the staff is generated in SQL (INSERT … SELECT generate_series) from a seeded hash of
 * the row number, so the same options give the same rows on PostgreSQL and on PGlite.
 *
 *   npx tsx bench/scale-data.ts --url postgres://postgres@127.0.0.1:5432/mydb
 *   npx tsx bench/scale-data.ts --data-dir /tmp/pglite-scale --migrate
 *   (--vehicles 10000 --history 100000 --leads 50000 --clients 5000 --offers 3000 --complaints 1000
 *    --now 2026-11-21T15:00:00Z)
 *
 * The staff sign in with SCALE_STAFF_PASSWORD (e.g. gerencia@motorplaza.pe, ADMIN).
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../apps/api/src/db/client';
import { hashPassword } from '../apps/api/src/lib/password';
import { ensureBaseData } from '../apps/api/src/seed/base-data';
import { insertComplaints } from './lib/scale-complaints';
import { insertLeadEvents, insertLeads } from './lib/scale-leads';
import { insertOffers } from './lib/scale-offers';
import { insertClients } from './lib/scale-people';
import { rowsOf } from './lib/scale-sql';
import { insertStaff, SCALE_STAFF_PASSWORD } from './lib/scale-staff';
import { insertHistory, insertVehicles, planVehicles } from './lib/scale-vehicles';

export { SCALE_STAFF_PASSWORD };

export interface ScaleDataOptions {
  vehicles?: number;
  /** Status-history rows in all; at least one per available vehicle and two per other vehicle. */
  history?: number;
  leads?: number;
  /** Registered clients, sell-your-car offers and complaint sheets (0: none). */
  clients?: number;
  offers?: number;
  complaints?: number;
  /** The instant the data ends at (every row is at or before it). */
  now?: Date;
  /**
   * Every vehicle listed as DISPONIBLE and none archived, after the history is written: the public
   * catalogue's worst case (issue 13 measures it "at 10,000 available cars"). The history then no
   * longer ends on each car's status; the reports benchmark does not use this.
   */
  allAvailable?: boolean;
}

export interface ScaleDataSummary {
  vehicles: number;
  history: number;
  leads: number;
  leadEvents: number;
  clients: number;
  offers: number;
  complaints: number;
  staff: number;
  /** Milliseconds per step, in order. */
  steps: [step: string, ms: number][];
}

/** The fixed "now" of the benchmarks (the demo's own). */
export const SCALE_DATA_NOW = new Date('2026-11-21T15:00:00Z');

export async function loadScaleData(db: Db, options: ScaleDataOptions = {}): Promise<ScaleDataSummary> {
  const vehicles = options.vehicles ?? 10_000;
  const history = options.history ?? 100_000;
  const leads = options.leads ?? 50_000;
  const clients = options.clients ?? 5_000;
  const offers = options.offers ?? 3_000;
  const complaints = options.complaints ?? 1_000;
  const now = options.now ?? SCALE_DATA_NOW;
  const steps: ScaleDataSummary['steps'] = [];
  let started = performance.now();
  const step = (name: string) => {
    steps.push([name, performance.now() - started]);
    started = performance.now();
  };

  const [migrated] = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('automovil')::text as name`),
  );
  if (!migrated?.name)
    throw new Error('loadScaleData needs a migrated database (the CLI migrates with --migrate)');
  const [present] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from automovil`));
  if (present && present.n > 0)
    throw new Error(`loadScaleData fills a database without vehicles; this one has ${present.n}`);
  await ensureBaseData(db);
  const passwordHash = await hashPassword(SCALE_STAFF_PASSWORD);
  const summary = await db.transaction(async (tx) => {
    const staff = await insertStaff(tx, passwordHash, now);
    step('staff');
    await planVehicles(tx, vehicles, history, now);
    step('vehicle plan');
    await insertVehicles(tx, now, staff.admin);
    step('vehicles');
    await insertHistory(tx, now, staff.inventory);
    step('status history');
    await insertLeads(tx, leads, now, staff);
    step('leads');
    const events = await insertLeadEvents(tx);
    step('lead events');
    await insertClients(tx, clients, now);
    step('clients');
    await insertOffers(tx, offers, now, staff);
    step('offers');
    await insertComplaints(tx, complaints, now, staff);
    step('complaints');
    if (options.allAvailable) {
      await tx.execute(
        sql`update automovil set estado_des = 'DISPONIBLE', archivado_en = null, archivado_por = null`,
      );
      step('all available');
    }
    return { staff: staff.count, events };
  });
  await db.execute(
    sql`vacuum analyze usuario, automovil, vehicle_status_history, interesado, interesado_evento, cliente,
      sell_offer, complaint, complaint_book_counter`,
  );
  step('vacuum analyze');
  return {
    vehicles,
    history,
    leads,
    leadEvents: summary.events,
    clients,
    offers,
    complaints,
    staff: summary.staff,
    steps,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      'data-dir': { type: 'string' },
      migrate: { type: 'boolean', default: false },
      vehicles: { type: 'string' },
      history: { type: 'string' },
      leads: { type: 'string' },
      clients: { type: 'string' },
      offers: { type: 'string' },
      complaints: { type: 'string' },
      now: { type: 'string' },
      'all-available': { type: 'boolean', default: false },
    },
  });
  const count = (text: string | undefined) => (text === undefined ? undefined : Number(text));
  const options: ScaleDataOptions = {
    vehicles: count(values.vehicles),
    history: count(values.history),
    leads: count(values.leads),
    clients: count(values.clients),
    offers: count(values.offers),
    complaints: count(values.complaints),
    now: values.now === undefined ? undefined : new Date(values.now),
    allAvailable: values['all-available'],
  };
  const counts = [options.vehicles, options.history, options.leads];
  const optional = [options.clients, options.offers, options.complaints];
  if (
    (!values.url && !values['data-dir']) ||
    counts.some((n) => n !== undefined && !(Number.isInteger(n) && n > 0)) ||
    optional.some((n) => n !== undefined && !(Number.isInteger(n) && n >= 0)) ||
    Number.isNaN(options.now?.getTime())
  ) {
    console.error(
      'Usage: npx tsx bench/scale-data.ts (--url postgres://… | --data-dir DIR) [--migrate]\n' +
        '  [--vehicles N] [--history N] [--leads N] [--clients N] [--offers N] [--complaints N]\n' +
        '  [--now ISO-INSTANT] [--all-available]',
    );
    process.exitCode = 2;
    return;
  }
  const database = await openDatabase({ url: values.url, dataDir: values['data-dir'] });
  try {
    if (values.migrate) await database.migrate();
    const started = performance.now();
    const summary = await loadScaleData(database.db, options);
    console.info(
      `${database.kind}: ${summary.vehicles} vehicles, ${summary.history} status changes, ${summary.leads} leads ` +
        `(${summary.leadEvents} timeline events), ${summary.clients} clients, ${summary.offers} offers, ` +
        `${summary.complaints} complaints, ${summary.staff} staff in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const [name, ms] of summary.steps) console.info(`  ${name}: ${(ms / 1000).toFixed(2)} s`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
