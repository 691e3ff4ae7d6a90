import { can } from '@motorplaza/domain/access/can';
import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type {
  AdminVehicleDetail,
  AdminVehicleListQuery,
  AdminVehiclePage,
  ArchivedVehicleListQuery,
  ExportVehicle,
  StatusReport,
  VehicleFilterQuery,
  VehicleOptions,
} from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { TRANSMISSIONS, VEHICLE_STATUSES, type VehicleStatus } from '@motorplaza/domain/vehicles/status';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { BODY_TYPES, FUELS, TRACTIONS, vehicleYears } from '@motorplaza/domain/vehicles/vehicle-options';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { toOwner } from '../clients/client.mapper';
import { findClientById } from '../clients/client.repository';
import { carsWithPendingSale } from './pending-sale.repository';
import { reviewUrl, toAdminVehicle, type VehicleRow } from './vehicle.mapper';
import {
  countByStatus,
  countVehicles,
  findVehicle,
  findVehicleByPlaca,
  listBrands,
  listExportVehicles,
  listPhotos,
  listVehicleAccessories,
  listVehiclePage,
  pageArchivedVehicles,
} from './vehicle.repository';
import { createListTotals } from './vehicle-list-totals';

const brandOrder = new Intl.Collator('es', { sensitivity: 'base' });

/** A vehicle the caller may read: archived ones only for an administrator (docs/decisions/0011). */
export async function readableVehicle(
  db: DbOrTx,
  idAuto: number,
  user: SessionUser | null,
): Promise<VehicleRow> {
  const row = await findVehicle(db, idAuto);
  if (!row || (row.archivadoEn && user?.rol !== 'ADMIN')) throw notFound(VEHICLE_MESSAGES.notFound);
  return row;
}

/** The detail of spec 001 §2.3; the owner only for those who may look owners up (decision 0017). */
export async function vehicleDetail(
  db: DbOrTx,
  row: VehicleRow,
  user: SessionUser | null,
): Promise<AdminVehicleDetail> {
  const [fotos, accesorios, owner] = await Promise.all([
    listPhotos(db, row.idAuto),
    listVehicleAccessories(db, row.idAuto),
    row.idPropietario !== null && can(user, 'client.findByDni')
      ? findClientById(db, row.idPropietario)
      : undefined,
  ]);
  const pending = await carsWithPendingSale(db, [row.idAuto]);
  return {
    ...toAdminVehicle(row),
    ventaPorConfirmar: pending.has(row.idAuto),
    fotos,
    accesorios,
    propietario: owner ? toOwner(owner) : null,
    urlPdf: reviewUrl(row),
  };
}

/**
 * The read side of the back-office inventory (spec 001 §2.1, §7). With `generation` (the catalogue's,
 * bumped by every inventory change) the list's totals are remembered between changes.
 */
export function createVehicleQueries(db: DbOrTx, options: { generation?: () => number } = {}) {
  const totals = options.generation ? createListTotals(options.generation) : null;
  return {
    /** One page of a status, searched and sorted by the database (docs/decisions/0034). */
    async list(query: AdminVehicleListQuery): Promise<AdminVehiclePage> {
      const trimmed = { ...query, q: query.q?.trim() || undefined };
      const count = () => countVehicles(db, trimmed);
      const [rows, total] = await Promise.all([
        listVehiclePage(db, trimmed),
        totals ? totals.get(`${trimmed.estado}\u0000${trimmed.q ?? ''}`, count) : count(),
      ]);
      const pending = await carsWithPendingSale(
        db,
        rows.map((row) => row.idAuto),
      );
      return {
        automoviles: rows.map((row) => ({
          ...toAdminVehicle(row),
          ventaPorConfirmar: pending.has(row.idAuto),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** The whole filtered list, in the list's order, for the exports (spec 001 §9). */
    async exportList(query: VehicleFilterQuery): Promise<ExportVehicle[]> {
      const rows = await listExportVehicles(db, { ...query, q: query.q?.trim() });
      return rows.map((row) => ({ ...row, estadoDes: row.estadoDes as VehicleStatus }));
    },

    async archived(query: ArchivedVehicleListQuery): Promise<AdminVehiclePage> {
      const { rows, total } = await pageArchivedVehicles(db, query);
      return { automoviles: rows.map(toAdminVehicle), total, page: query.page, pageSize: query.pageSize };
    },

    async statusReport(): Promise<StatusReport> {
      const counts = new Map((await countByStatus(db)).map((row) => [row.estadoDes, Number(row.cantidad)]));
      const reporteAutosPorEstado = VEHICLE_STATUSES.map((estadoDes) => ({
        estadoDes,
        cantidad: counts.get(estadoDes) ?? 0,
      }));
      const totalAutos = reporteAutosPorEstado.reduce((sum, item) => sum + item.cantidad, 0);
      return { totalAutos, reporteAutosPorEstado };
    },

    async options(now = new Date()): Promise<VehicleOptions> {
      return {
        carrocerias: [...BODY_TYPES],
        tracciones: [...TRACTIONS],
        combustibles: [...FUELS],
        transmisiones: [...TRANSMISSIONS],
        marcas: (await listBrands(db)).sort(brandOrder.compare),
        anios: vehicleYears(now),
      };
    },

    async detail(idAuto: number, user: SessionUser | null): Promise<AdminVehicleDetail> {
      return vehicleDetail(db, await readableVehicle(db, idAuto, user), user);
    },

    async reviewUrl(placa: string): Promise<string> {
      const row = await findVehicleByPlaca(db, placa);
      const url = row ? reviewUrl(row) : null;
      if (!url) throw notFound(VEHICLE_MESSAGES.revisionNotFound);
      return url;
    },
  };
}

export type VehicleQueries = ReturnType<typeof createVehicleQueries>;
