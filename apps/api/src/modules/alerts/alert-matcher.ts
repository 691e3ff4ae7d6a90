import {
  type AlertCriteria,
  alertCriteriaFromQuery,
  indexAlerts,
  matchingIndexedAlerts,
} from '@motorplaza/domain/alerts/alert-criteria';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alerta, alertaCoincidencia, inventarioEvento } from '../../db/schema/index';
import { findListedVehicles } from '../catalog/catalog.repository';

/**
 * The alerts a car of these brands can match: those naming one of them and those naming no brand (the
 * brand filter is one of the catalogue's exact conditions), read through the GIN index on `marcas`.
 */
const ofBrands = (brands: readonly string[]) =>
  sql`(cardinality(${alerta.marcas}) = 0 or ${alerta.marcas} && ${sql.param(brands)}::text[])`;

/** Events matched per transaction. */
const EVENT_BATCH = 200;
/** Matches inserted per statement. */
const INSERT_CHUNK = 1_000;

export interface MatchRound {
  events: number;
  matches: number;
}

/**
 * The matcher of the catalogue alerts (issue 26): takes the oldest inventory events no other instance
 * holds (`FOR UPDATE SKIP LOCKED`), matches each car that is public now against every active alert
 * with the catalogue's own rule (alertMatches), stores the matches and deletes the events, all in one
 * transaction: an event is matched exactly once, whatever the number of instances. The criteria of
 * the alerts are parsed once per distinct query and kept (they never change once stored).
 */
export function createAlertMatcher(db: Db) {
  const parsed = new Map<string, AlertCriteria>();
  const criteriaOf = (consulta: string) => {
    let criteria = parsed.get(consulta);
    if (!criteria) {
      if (parsed.size > 100_000) parsed.clear();
      criteria = alertCriteriaFromQuery(consulta);
      parsed.set(consulta, criteria);
    }
    return criteria;
  };

  async function round(): Promise<MatchRound> {
    return db.transaction(async (tx) => {
      const events = await tx
        .select()
        .from(inventarioEvento)
        .orderBy(asc(inventarioEvento.id))
        .limit(EVENT_BATCH)
        .for('update', { skipLocked: true });
      if (events.length === 0) return { events: 0, matches: 0 };
      const cars = new Map(
        (await findListedVehicles(tx, [...new Set(events.map((event) => event.idAuto))])).map((car) => [
          car.idAuto,
          car,
        ]),
      );
      const alerts = indexAlerts(
        cars.size === 0
          ? []
          : (
              await tx
                .select({ id: alerta.id, consulta: alerta.consulta })
                .from(alerta)
                .where(
                  and(
                    eq(alerta.estado, 'ACTIVA'),
                    ofBrands([...new Set([...cars.values()].map((car) => car.marca))]),
                  ),
                )
            ).map((row) => ({ id: row.id, criteria: criteriaOf(row.consulta) })),
      );
      const rows: (typeof alertaCoincidencia.$inferInsert)[] = [];
      for (const event of events) {
        // A car sold, reserved or archived before its turn is no news.
        const car = cars.get(event.idAuto);
        if (!car) continue;
        // In the alerts' own order, so a digest names them as they were created.
        for (const alert of matchingIndexedAlerts(car, alerts).sort((a, b) => a.id - b.id)) {
          rows.push({
            idAlerta: alert.id,
            idAuto: car.idAuto,
            tipo: event.tipo === 'PUBLICADO' ? 'NUEVO' : 'BAJA',
            precioAnterior: event.precioAnterior,
            precioNuevo: event.precioNuevo,
          });
        }
      }
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await tx
          .insert(alertaCoincidencia)
          .values(rows.slice(start, start + INSERT_CHUNK))
          .onConflictDoNothing();
      }
      await tx.delete(inventarioEvento).where(
        inArray(
          inventarioEvento.id,
          events.map((event) => event.id),
        ),
      );
      return { events: events.length, matches: rows.length };
    });
  }

  return {
    /** Matches every pending event, batch after batch, and says how many. */
    async drain(): Promise<MatchRound> {
      const total: MatchRound = { events: 0, matches: 0 };
      for (;;) {
        const done = await round();
        total.events += done.events;
        total.matches += done.matches;
        if (done.events < EVENT_BATCH) return total;
      }
    },
  };
}

export type AlertMatcher = ReturnType<typeof createAlertMatcher>;
