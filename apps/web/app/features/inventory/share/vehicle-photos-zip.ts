import { vehiclePhotoUrl } from '@motorplaza/domain/photos/photo-files';
import type { AdminVehicle } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { photoArchiveEntryName } from '@motorplaza/domain/vehicles/photo-archive';
import { getAdminVehicle } from '../../../lib/admin-vehicles';

export interface PhotoProgress {
  readonly done: number;
  readonly total: number;
}

interface ArchiveEntry {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** The largest stored copy of each photo (spec 001 §7 "Photo download": each photo fetched as a blob). */
const DOWNLOAD_WIDTH = 1600;

/**
 * Fetches every photo of the vehicle, in order; a photo that fails is skipped (spec 001 §7 "failures
 * per image are ignored"). Returns the archive entries named brand_model_tag_n.ext.
 */
export async function fetchVehiclePhotos(
  vehicle: Pick<AdminVehicle, 'idAuto' | 'marca' | 'modelo' | 'tag'>,
  onProgress: (progress: PhotoProgress) => void,
): Promise<ArchiveEntry[]> {
  const { fotos } = await getAdminVehicle(vehicle.idAuto);
  const total = fotos.length;
  onProgress({ done: 0, total });
  const entries: ArchiveEntry[] = [];
  let done = 0;
  for (const foto of fotos) {
    try {
      const response = await fetch(vehiclePhotoUrl(vehicle.idAuto, foto.imagen, DOWNLOAD_WIDTH));
      if (response.ok) {
        const blob = await response.blob();
        const contentType = response.headers.get('content-type') || blob.type;
        const name = photoArchiveEntryName(vehicle, entries.length + 1, contentType);
        entries.push({ name, bytes: new Uint8Array(await blob.arrayBuffer()) });
      }
    } catch {
      // Skipped: the archive holds the photos that could be fetched.
    }
    done += 1;
    onProgress({ done, total });
  }
  return entries;
}

/** A zip of the entries, stored without compression: the photos are WebP/JPEG already. fflate loads here only. */
export async function zipPhotos(entries: readonly ArchiveEntry[]): Promise<Blob> {
  const { zipSync } = await import('fflate');
  const zipped = zipSync(
    Object.fromEntries(entries.map((entry) => [entry.name, [entry.bytes, { level: 0 }]])),
  );
  return new Blob([zipped as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
}
