import { notifications } from '@mantine/notifications';
import type { VehicleFormValues } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { vehicleKeys } from '../../../lib/admin-vehicles';
import { ApiError } from '../../../lib/api-error';
import { useSubmission } from '../../../lib/submission';
import { saveVehicle, type UploadFile } from '../api/save-vehicle';
import { preparePhotos } from '../prepare-photos';
import type { FormPhoto } from './use-photo-list';

export type SavePhase = 'idle' | 'processing' | 'uploading';

export type SaveOutcome =
  | { readonly kind: 'saved' }
  /** 409: someone saved the vehicle after this form loaded it. */
  | { readonly kind: 'conflict'; readonly message: string }
  | {
      readonly kind: 'failed';
      readonly message: string;
      readonly fieldErrors: Readonly<Record<string, string>>;
    };

/** spec 001 §8: the server's own message, when it sent one (no connection also has one). */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 0) return error.message;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : null;
}

export interface SaveArgs {
  readonly values: VehicleFormValues;
  readonly photos: readonly FormPhoto[];
  readonly revision: File | null;
  readonly quitarRevision: boolean;
}

/**
 * Saving (spec 001 §4 "Form saving"): new photos are compressed and renamed, then the form is sent
 * with an upload progress; any save invalidates every vehicle query, so the lists reload.
 */
export function useSaveVehicle(
  idAuto: number | null,
  versionRegistro: number | undefined,
  /** The sell-your-car offer a new vehicle comes from (decision 0027). */
  idOferta?: number,
) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SavePhase>('idle');
  const [progress, setProgress] = useState(0);

  const submission = useSubmission();

  /** Null when a save is already running: a second click or Enter saves nothing (decision 0044). */
  async function save({ values, photos, revision, quitarRevision }: SaveArgs): Promise<SaveOutcome | null> {
    if (submission.running()) return null;
    setPhase('processing');
    setProgress(0);
    try {
      await submission.run(async (idempotencyKey) => {
        const { compressPhoto } = await import('../../../lib/photos/compress-photo');
        const prepared = await preparePhotos(photos, compressPhoto);
        if (prepared.skipped > 0) {
          notifications.show({
            color: 'yellow',
            message: `${prepared.skipped === 1 ? 'Una foto no se pudo procesar' : `${prepared.skipped} fotos no se pudieron procesar`} y no se guardará.`,
          });
        }
        const files: UploadFile[] = revision
          ? [...prepared.files, { part: 'revision', file: revision }]
          : prepared.files;
        setPhase('uploading');
        await saveVehicle({
          idAuto,
          automovil: {
            ...values,
            ...(idAuto === null ? {} : { versionRegistro }),
            ...(idOferta === undefined ? {} : { idOferta }),
            fotos: prepared.slots,
            quitarRevision: revision ? false : quitarRevision,
          },
          files,
          onProgress: setProgress,
          idempotencyKey,
        });
      });
      void queryClient.invalidateQueries({ queryKey: vehicleKeys.all });
      return { kind: 'saved' };
    } catch (error) {
      // A 409 with field errors is a field clash (a placa in use); without them, a stale version.
      if (error instanceof ApiError && error.status === 409 && Object.keys(error.fieldErrors).length === 0) {
        return { kind: 'conflict', message: serverMessage(error) ?? VEHICLE_MESSAGES.conflict };
      }
      if (!(error instanceof ApiError)) console.error('Error al guardar el automóvil', error);
      return {
        kind: 'failed',
        message: serverMessage(error) ?? VEHICLE_MESSAGES.saveFailed,
        fieldErrors: error instanceof ApiError ? error.fieldErrors : {},
      };
    } finally {
      setPhase('idle');
    }
  }

  return { save, phase, progress };
}
