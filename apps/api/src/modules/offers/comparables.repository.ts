import { COMPARABLE_RULE, type Comparable } from '@motorplaza/domain/vehicles/comparables';
import { and, eq, gte, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { automovil } from '../../db/schema/index';

/**
 * The comparable cars of the shared rule in one query (decision 0027; the seller's price range and the
 * vehicle page's market position both read it): same marca and modelo ignoring case and spaces,
 * within the rule's year and mileage gaps, either available now (its listed price) or sold within the
 * sales window (its sale price, else its listed price). Archived cars never count, nor `exceptIdAuto`
 * (a car is not its own comparable).
 */
export async function findComparables(
  db: DbOrTx,
  target: { marca: string; modelo: string; anio: number; kilometraje: number },
  now: Date,
  exceptIdAuto?: number,
): Promise<Comparable[]> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - COMPARABLE_RULE.salesWindowMonths);
  const listed = sql<number>`coalesce(${automovil.ultimoPrecioCompra}, ${automovil.precioCompra})`;
  const rows = await db
    .select({
      anio: automovil.anioFabricacion,
      kilometraje: automovil.kilometraje,
      precio: sql<number>`case when ${automovil.estadoDes} = 'VENDIDO' then coalesce(${automovil.precioVenta}, ${listed}) else ${listed} end`,
    })
    .from(automovil)
    .where(
      and(
        sql`${automovil.archivadoEn} is null`,
        exceptIdAuto === undefined ? undefined : ne(automovil.idAuto, exceptIdAuto),
        sql`lower(trim(${automovil.marca})) = lower(trim(${target.marca}))`,
        sql`lower(trim(${automovil.modelo})) = lower(trim(${target.modelo}))`,
        gte(automovil.anioFabricacion, target.anio - COMPARABLE_RULE.maxYearGap),
        lte(automovil.anioFabricacion, target.anio + COMPARABLE_RULE.maxYearGap),
        gte(automovil.kilometraje, Math.max(0, target.kilometraje - COMPARABLE_RULE.maxKmGap)),
        lte(automovil.kilometraje, target.kilometraje + COMPARABLE_RULE.maxKmGap),
        or(
          eq(automovil.estadoDes, 'DISPONIBLE'),
          and(
            eq(automovil.estadoDes, 'VENDIDO'),
            sql`(select max(h.changed_at) from vehicle_status_history h where h.id_auto = ${automovil.idAuto} and h.to_status = 'VENDIDO') >= ${since.toISOString()}::timestamptz`,
          ),
        ),
      ),
    );
  return rows.map((row) => ({
    anio: row.anio,
    kilometraje: row.kilometraje ?? 0,
    precio: Number(row.precio),
  }));
}
