import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { vehiclePhotoKey } from '@motorplaza/domain/photos/photo-files';
import type { AdminVehicleDetail } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { type VehicleSave, vehicleSaveSchema } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import type { Db } from '../../db/client';
import { fieldErrors } from '../../lib/field-errors';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { Storage } from '../../storage/storage';
import type { CatalogService } from '../catalog/catalog.service';
import { saveClientFrom } from '../clients/client-movement';
import { closeLeadsOfSoldCar } from '../leads/lead-sale';
import { recordMovement, staffActor } from '../movements/movement.repository';
import { diffRecords } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import {
  copyOfferPhoto,
  findOfferPhotoRow,
  linkOfferToVehicle,
  offerForVehicle,
} from '../offers/offer-vehicle';
import type { OfferPhotoRow } from '../offers/sell-offer.repository';
import { checkPhoto, checkReviewPdf, encodeAndStorePhotos, storedPhotoKeys } from './photo-processing';
import { statusHistoryPrice, type VehicleRow, vehicleLabel } from './vehicle.mapper';
import { findVehicle, listPhotos } from './vehicle.repository';
import { vehicleDetail } from './vehicle.service';
import { replaceVehicleAccessories } from './vehicle-accessories';
import { rethrowTakenVehicleField } from './vehicle-taken';
import type { VehicleUpload } from './vehicle-upload';
import {
  insertStatusHistory,
  insertVehicle,
  type PhotoRow,
  replacePhotos,
  reserveVehicleId,
  updateVehicle,
  type VehicleColumns,
} from './vehicle-write.repository';

export const SAVE_MESSAGES = {
  missingForm: 'Falta el campo automovil con los datos del vehículo.',
  malformedForm: 'Los datos del vehículo no son un JSON válido.',
  missingFile: (name: string) => `Falta el archivo ${name} de la lista de fotos.`,
  unknownPhoto: 'La lista de fotos incluye una foto que no pertenece a este automóvil.',
  repeatedPhoto: 'La lista de fotos repite una foto.',
  missingVersion: 'Falta la versión del registro; recarga el automóvil.',
} as const;

function parseForm(text: string | undefined): VehicleSave {
  if (text === undefined)
    throw badRequest({ automovil: SAVE_MESSAGES.missingForm }, SAVE_MESSAGES.missingForm);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest({ automovil: SAVE_MESSAGES.malformedForm }, SAVE_MESSAGES.malformedForm);
  }
  const parsed = vehicleSaveSchema.safeParse(json);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    throw badRequest(errors, errors.fotos ?? HTTP_MESSAGES.badRequest);
  }
  return parsed.data;
}

type PlannedPhoto =
  | { kind: 'kept'; row: PhotoRow }
  | { kind: 'new'; part: string }
  | { kind: 'offer'; row: OfferPhotoRow };

type SourceOffer = Awaited<ReturnType<typeof offerForVehicle>>;

/**
 * Checks the photo list against the stored photos, the uploaded files (by their bytes) and the photos
 * of the offer the vehicle comes from.
 */
async function planPhotos(
  form: VehicleSave,
  upload: VehicleUpload,
  stored: readonly PhotoRow[],
  offer: SourceOffer | null,
) {
  const byName = new Map(stored.map((photo) => [photo.imagen, photo]));
  const seen = new Set<string>();
  const plan: PlannedPhoto[] = [];
  for (const slot of form.fotos) {
    const key = 'imagen' in slot ? slot.imagen : 'archivo' in slot ? slot.archivo : `oferta:${slot.oferta}`;
    if (seen.has(key)) throw badRequest({ fotos: SAVE_MESSAGES.repeatedPhoto }, SAVE_MESSAGES.repeatedPhoto);
    seen.add(key);
    if ('oferta' in slot) {
      if (!offer) throw badRequest({ fotos: SAVE_MESSAGES.unknownPhoto }, SAVE_MESSAGES.unknownPhoto);
      plan.push({ kind: 'offer', row: findOfferPhotoRow(offer.photos, slot.oferta) });
    } else if ('imagen' in slot) {
      const row = byName.get(slot.imagen);
      if (!row) throw badRequest({ fotos: SAVE_MESSAGES.unknownPhoto }, SAVE_MESSAGES.unknownPhoto);
      plan.push({ kind: 'kept', row });
    } else {
      const file = upload.photos.get(slot.archivo);
      if (!file) {
        const message = SAVE_MESSAGES.missingFile(slot.archivo);
        throw badRequest({ fotos: message }, message);
      }
      await checkPhoto(file);
      plan.push({ kind: 'new', part: slot.archivo });
    }
  }
  if (upload.revision) checkReviewPdf(upload.revision);
  const removed = stored.filter((photo) => !seen.has(photo.imagen));
  return { plan, removed };
}

/**
 * POST and PUT /automoviles (docs/decisions/0011): every check first, then the new files are stored,
 * then one transaction writes the owner, the vehicle, its photos, the status history and the movement.
 * Replaced files go only after the commit; new files go again if the transaction fails.
 */
export type VehicleSaveService = ReturnType<typeof createVehicleSaveService>;

export function createVehicleSaveService(db: Db, storage: Storage, catalog: CatalogService) {
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

        const saved = await writeVehicle(db, {
          id,
          existing,
          form,
          photos,
          fichatecnica,
          user,
          context,
          idOferta: offer?.id ?? null,
        });
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

interface WriteInput {
  id: number;
  existing: VehicleRow | undefined;
  form: VehicleSave;
  photos: PhotoRow[];
  fichatecnica: string | null;
  user: SessionUser;
  context: RequestContext;
  /** The sell-your-car offer a new vehicle comes from, linked in the same transaction. */
  idOferta: number | null;
}

async function writeVehicle(db: Db, input: WriteInput): Promise<VehicleRow> {
  const { id, existing, form, photos, fichatecnica, user, context, idOferta } = input;
  const {
    propietario,
    fotos,
    versionRegistro,
    quitarRevision,
    accesorios,
    idOferta: _offer,
    ...fields
  } = form;
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const idPropietario = propietario.dni
        ? await saveClientFrom(
            tx,
            {
              nombres: propietario.nombres,
              apellidos: propietario.apellidos,
              dni: propietario.dni,
              correo: propietario.correo ? propietario.correo.toLowerCase() : null,
              celular: propietario.celular || null,
            },
            { mode: 'replace', actor: staffActor(user), context, origin: ' como propietario de un vehículo' },
          )
        : null;
      const columns: VehicleColumns = {
        ...fields,
        idPropietario,
        fotoPrincipal: photos[0]?.imagen ?? null,
        fichatecnica,
        swRevision: fichatecnica !== null,
      };
      const row = existing
        ? await updateVehicle(tx, id, existing.versionRegistro, columns, now)
        : await insertVehicle(tx, id, columns);
      if (!row) throw conflict(VEHICLE_MESSAGES.conflict);
      await replacePhotos(tx, id, photos);
      const accessoryChange =
        accesorios === undefined ? undefined : await replaceVehicleAccessories(tx, id, accesorios);
      if (!existing || existing.estadoDes !== row.estadoDes) {
        await insertStatusHistory(tx, {
          idAuto: id,
          fromStatus: existing?.estadoDes ?? null,
          toStatus: row.estadoDes,
          price: statusHistoryPrice(row, row.estadoDes),
          idUsuario: user.sub,
          changedAt: now,
        });
        if (existing && row.estadoDes === 'VENDIDO')
          await closeLeadsOfSoldCar(tx, row, { user, context, now });
      }
      // An update lists what changed; a creation is the whole record, already in the vehicle.
      const changed = [
        ...Object.keys(fields),
        'idPropietario',
        'fotoPrincipal',
        'fichatecnica',
      ] as (keyof VehicleRow & string)[];
      await recordMovement(tx, {
        actor: staffActor(user),
        codigo: existing ? 'vehicle.update' : 'vehicle.create',
        accion: `${existing ? 'Actualizó' : 'Registró'} el automóvil ${vehicleLabel(row)}`,
        entidad: 'automovil',
        idEntidad: row.idAuto,
        objetivo: vehicleLabel(row),
        ...(existing && {
          cambios: diffRecords<VehicleRow & { accesorios?: string }>(
            { ...existing, accesorios: accessoryChange?.before },
            { ...row, accesorios: accessoryChange?.after },
            [...changed, 'accesorios'],
          ),
        }),
        context,
      });
      if (idOferta !== null) {
        await linkOfferToVehicle(tx, {
          idOferta,
          idAuto: row.idAuto,
          owner: { idCliente: idPropietario, dni: propietario.dni },
          vehicleLabel: vehicleLabel(row),
          user,
          context,
        });
      }
      return row;
    });
  } catch (error) {
    rethrowTakenVehicleField(error);
  }
}
