import { vehiclePhotoUrl } from '@motorplaza/domain/photos/photo-files';
import { appendPhotos, movePhoto, removePhoto, setCoverPhoto } from '@motorplaza/domain/photos/photo-order';
import type { VehiclePhoto } from '@motorplaza/domain/photos/vehicle-photo.schema';
import { useCallback, useEffect, useReducer, useRef } from 'react';

/**
 * A photo of the form: already on the server (`imagen`), a new file shown from an object URL, or a
 * photo of the sell-your-car offer the vehicle is created from (copied by the server; decision 0027),
 * shown from an object URL of its staff-only bytes.
 */
export type FormPhoto =
  | {
      readonly kind: 'offer';
      readonly id: string;
      readonly orden: number;
      readonly imagen: string;
      readonly url: string;
    }
  | {
      readonly kind: 'stored';
      readonly id: string;
      readonly orden: number;
      readonly imagen: string;
      readonly url: string;
    }
  | {
      readonly kind: 'new';
      readonly id: string;
      readonly orden: number;
      readonly file: File;
      readonly url: string;
    };

type Action =
  | { readonly type: 'add'; readonly photos: readonly FormPhoto[] }
  | { readonly type: 'remove'; readonly id: string }
  | { readonly type: 'cover'; readonly id: string }
  | { readonly type: 'move'; readonly activeId: string; readonly overId: string }
  | { readonly type: 'reset'; readonly photos: readonly FormPhoto[] };

export function photoListReducer(state: readonly FormPhoto[], action: Action): readonly FormPhoto[] {
  switch (action.type) {
    case 'add':
      return appendPhotos(state, action.photos);
    case 'remove':
      return removePhoto(state, action.id);
    case 'cover':
      return setCoverPhoto(state, action.id);
    case 'move':
      return movePhoto(state, action.activeId, action.overId);
    case 'reset':
      return action.photos;
  }
}

/** The stored photos of a vehicle, in their saved order, shown at 480 px. */
export function storedPhotos(idAuto: number | null, fotos: readonly VehiclePhoto[]): FormPhoto[] {
  if (idAuto === null) return [];
  return [...fotos]
    .sort((a, b) => a.orden - b.orden)
    .map((foto, orden) => ({
      kind: 'stored',
      id: `stored:${foto.imagen}`,
      orden,
      imagen: foto.imagen,
      url: vehiclePhotoUrl(idAuto, foto.imagen, 480),
    }));
}

let newPhotoCount = 0;

/**
 * The photo list of the form. Removing a stored photo just drops it (the server deletes photos missing
 * from `fotos`); removing a new one also revokes its object URL, as does unmounting.
 */
export function usePhotoList(initial: readonly FormPhoto[]) {
  const [photos, dispatch] = useReducer(photoListReducer, initial);
  const latest = useRef(photos);
  latest.current = photos;

  useEffect(
    () => () => {
      for (const photo of latest.current) if (photo.kind !== 'stored') URL.revokeObjectURL(photo.url);
    },
    [],
  );

  const add = useCallback((files: readonly File[]) => {
    const added = files.map<FormPhoto>((file) => {
      newPhotoCount += 1;
      return { kind: 'new', id: `new:${newPhotoCount}`, orden: 0, file, url: URL.createObjectURL(file) };
    });
    dispatch({ type: 'add', photos: added });
  }, []);

  const remove = useCallback((id: string) => {
    const photo = latest.current.find((item) => item.id === id);
    if (photo && photo.kind !== 'stored') URL.revokeObjectURL(photo.url);
    dispatch({ type: 'remove', id });
  }, []);

  const reset = useCallback((next: readonly FormPhoto[]) => {
    for (const photo of latest.current) if (photo.kind !== 'stored') URL.revokeObjectURL(photo.url);
    dispatch({ type: 'reset', photos: next });
  }, []);

  const setCover = useCallback((id: string) => dispatch({ type: 'cover', id }), []);
  const move = useCallback(
    (activeId: string, overId: string) => dispatch({ type: 'move', activeId, overId }),
    [],
  );

  return { photos, add, remove, setCover, move, reset };
}
