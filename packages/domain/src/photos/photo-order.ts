/**
 * The order of the photos in the vehicle form (spec 001 §4 "Photos"): orden is the position, 0 is the
 * cover, and every change renumbers the whole list. Pure functions over any photo with an id.
 */
export interface OrderedPhoto {
  readonly id: string;
  readonly orden: number;
}

/** Gives each photo its position as orden. */
export function renumberPhotos<T extends OrderedPhoto>(photos: readonly T[]): T[] {
  return photos.map((photo, index) => (photo.orden === index ? photo : { ...photo, orden: index }));
}

/** Adds photos after the ones already in the list. */
export function appendPhotos<T extends OrderedPhoto>(photos: readonly T[], added: readonly T[]): T[] {
  return renumberPhotos([...photos, ...added]);
}

/** Moves one photo to the front: it becomes the cover, the others keep their relative order. */
export function setCoverPhoto<T extends OrderedPhoto>(photos: readonly T[], id: string): T[] {
  const cover = photos.find((photo) => photo.id === id);
  if (!cover) return [...photos];
  return renumberPhotos([cover, ...photos.filter((photo) => photo.id !== id)]);
}

export function removePhoto<T extends OrderedPhoto>(photos: readonly T[], id: string): T[] {
  return renumberPhotos(photos.filter((photo) => photo.id !== id));
}

/** Moves the photo `activeId` to the place of `overId` (drag and drop, or the keyboard). */
export function movePhoto<T extends OrderedPhoto>(
  photos: readonly T[],
  activeId: string,
  overId: string,
): T[] {
  const from = photos.findIndex((photo) => photo.id === activeId);
  const to = photos.findIndex((photo) => photo.id === overId);
  if (from < 0 || to < 0 || from === to) return [...photos];
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return renumberPhotos(next);
}
