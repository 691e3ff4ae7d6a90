import { notifications } from '@mantine/notifications';
import type { AdminVehicle } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { photoArchiveName } from '@motorplaza/domain/vehicles/photo-archive';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { createElement, useState } from 'react';
import { downloadBlob } from '../../../components/export/download-blob';
import type { DialogMessage } from '../../../components/message-dialog';
import { PhotoDownloadProgress } from './photo-download-notification';
import { fetchVehiclePhotos, zipPhotos } from './vehicle-photos-zip';

const NO_PHOTOS: DialogMessage = { title: 'Error', text: VEHICLE_MESSAGES.noPhotos, role: 'alert' };

/**
 * Downloads every photo of a vehicle as {marca}_{modelo}_{tag}_fotos.zip (spec 001 §7), with a
 * progress notification; when no photo could be fetched the caller shows the returned error.
 */
export function usePhotoDownload(
  vehicle: Pick<AdminVehicle, 'idAuto' | 'marca' | 'modelo' | 'tag'>,
  onError: (message: DialogMessage) => void,
) {
  const [downloading, setDownloading] = useState(false);

  async function download() {
    if (downloading) return;
    setDownloading(true);
    const id = `fotos-${vehicle.idAuto}-${Date.now()}`;
    const show = (done: number, total: number) =>
      notifications.update({
        id,
        title: `${vehicle.marca} ${vehicle.modelo}`,
        message: createElement(PhotoDownloadProgress, { done, total }),
        loading: true,
        autoClose: false,
        withCloseButton: false,
      });
    notifications.show({
      id,
      title: `${vehicle.marca} ${vehicle.modelo}`,
      message: createElement(PhotoDownloadProgress, { done: 0, total: 0 }),
      loading: true,
      autoClose: false,
      withCloseButton: false,
    });
    try {
      const entries = await fetchVehiclePhotos(vehicle, ({ done, total }) => show(done, total));
      if (entries.length === 0) {
        onError(NO_PHOTOS);
        return;
      }
      downloadBlob(await zipPhotos(entries), photoArchiveName(vehicle));
    } catch (error) {
      console.error(error);
      onError(NO_PHOTOS);
    } finally {
      notifications.hide(id);
      setDownloading(false);
    }
  }

  return { download, downloading };
}
