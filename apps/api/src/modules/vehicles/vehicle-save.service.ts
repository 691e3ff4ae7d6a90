import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { vehiclePhotoKey } from '@motorplaza/domain/photos/photo-files';
import type { AdminVehicleDetail } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { Storage } from '../../storage/storage';
import { encodeAndStorePhotos, storedPhotoKeys } from '../media/photo-processing';
import type { RequestContext } from '../movements/request-context';
import { copyOfferPhoto, offerForVehicle } from '../offers/offer-vehicle';
import type { CarSales } from './car-sales';
import type { CatalogInvalidation } from './catalog-invalidation';
import { findVehicle, listPhotos } from './vehicle.repository';
import { vehicleDetail } from './vehicle.service';
import { planPhotos } from './vehicle-photo-plan';
import { parseForm, SAVE_MESSAGES } from './vehicle-save-form';
import type { VehicleUpload } from './vehicle-upload';
import { writeVehicle } from './vehicle-write';
import { type PhotoRow, reserveVehicleId } from './vehicle-write.repository';

/**
 * POST and PUT /automoviles (docs/decisions/0011): every check first, then the new files are stored,
 * then one transaction writes the owner, the vehicle, its photos, the status history and the movement.
 * Replaced files go only after the commit; new files go again if the transaction fails.
 */
export type VehicleSaveService = ReturnType<typeof createVehicleSaveService>;

export function createVehicleSaveService(
  db: Db,
  storage: Storage,
  catalog: CatalogInvalidation,
  sales: CarSales,
) {
  async function removeQuietly(keys: readonly string[]) {
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
  }

  return {
    async save(
      idAuto: number | null,
      upload: VehicleUpload,
      user: SessionUser,
      context: RequestContext,
    ): Promise<AdminVehicleDetail> {
      const form = parseForm(upload.automovil);
      const existing = idAuto === null ? undefined : await findVehicle(db, idAuto);
      if (idAuto !== null) {
        if (!existing || existing.archivadoEn) throw notFound(VEHICLE_MESSAGES.notFound);
        if (form.versionRegistro === undefined) {
          throw badRequest({ versionRegistro: SAVE_MESSAGES.missingVersion }, SAVE_MESSAGES.missingVersion);
        }
        if (form.versionRegistro !== existing.versionRegistro) throw conflict(VEHICLE_MESSAGES.conflict);
      }
      const stored = existing ? await listPhotos(db, existing.idAuto) : [];
      const offer = form.idOferta === undefined ? null : await offerForVehicle(db, form.idOferta, idAuto);
      const { plan, removed } = await planPhotos(form, upload, stored, offer);

      const id = existing?.idAuto ?? (await reserveVehicleId(db));
      const newKeys: string[] = [];
      try {
        // The new photos first, in parallel: one per core (docs/decisions/0032).
        const uploads = plan.flatMap((item) => (item.kind === 'new' ? [item.part] : []));
        const encoded = await encodeAndStorePhotos(
          uploads.map((part) => {
            const source = upload.photos.get(part)?.data;
            if (!source) throw new Error(`checked photo ${part} vanished`);
            return source;
          }),
          storage,
          (name) => vehiclePhotoKey(id, name),
          newKeys,
        );
        const encodedByPart = new Map(uploads.map((part, index) => [part, encoded[index]]));
        const photos: PhotoRow[] = [];
        for (const item of plan) {
          if (item.kind === 'kept') {
            photos.push(item.row);
            continue;
          }
          if (item.kind === 'offer' && offer) {
            photos.push(await copyOfferPhoto(storage, offer.id, item.row, id, newKeys));
            continue;
          }
          const made = item.kind === 'new' ? encodedByPart.get(item.part) : undefined;
          if (!made) throw new Error('a planned photo without its file or its offer');
          photos.push(made);
        }
        let fichatecnica = form.quitarRevision ? null : (existing?.fichatecnica ?? null);
        if (upload.revision) {
          fichatecnica = `revision-${randomUUID()}.pdf`;
          const key = vehiclePhotoKey(id, fichatecnica);
          await storage.put(key, upload.revision.data, 'application/pdf');
          newKeys.push(key);
        }

        const saved = await writeVehicle(
          db,
          {
            id,
            existing,
            form,
            photos,
            fichatecnica,
            user,
            context,
            idOferta: offer?.id ?? null,
          },
          sales,
        );
        const oldPdf = existing?.fichatecnica;
        await removeQuietly([
          ...removed.flatMap((photo) => storedPhotoKeys(id, photo.imagen).widths),
          ...(oldPdf && oldPdf !== fichatecnica ? [vehiclePhotoKey(id, oldPdf)] : []),
        ]);
        // Previews after their photos: one cut meanwhile sees its photo gone and removes itself.
        await removeQuietly(removed.map((photo) => storedPhotoKeys(id, photo.imagen).preview));
        catalog.invalidate();
        return vehicleDetail(db, saved, user);
      } catch (error) {
        await removeQuietly(newKeys);
        throw error;
      }
    },
  };
}
