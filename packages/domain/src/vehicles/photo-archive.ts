import type { AdminVehicle } from './admin-vehicle.schema';
import { shareableTag } from './vehicle-tag';

type ArchiveNaming = Pick<AdminVehicle, 'marca' | 'modelo' | 'tag'>;

/** Spec 001 §7: "default extension webp" when the content type says nothing we know. */
export const DEFAULT_PHOTO_EXTENSION = 'webp';

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** The extension of a downloaded photo from its Content-Type ('image/jpeg; charset=…' → 'jpg'). */
export function photoExtension(contentType: string | null | undefined): string {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return EXTENSIONS[type] ?? DEFAULT_PHOTO_EXTENSION;
}

/**
 * One part of a file name that any system accepts: spaces become '_', path separators and the
 * characters Windows forbids are dropped, and runs of '_' collapse.
 */
export function safeFileNamePart(text: string): string {
  return (
    text
      .trim()
      .replace(/\s+/g, '_')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\\/:*?"<>|#%\u0000-\u001f]/g, '')
      .replace(/_+/g, '_')
      .replace(/^[_.]+|[_.]+$/g, '')
  );
}

/**
 * Spec 001 §7: brand_model_tag. The tag is shared without its leading character ('#MP0042' →
 * 'MP0042'); a vehicle without a tag is named brand_model.
 */
export function photoArchiveBaseName(vehicle: ArchiveNaming): string {
  return [vehicle.marca, vehicle.modelo, shareableTag(vehicle.tag)]
    .map((part) => (part ? safeFileNamePart(part) : ''))
    .filter((part) => part.length > 0)
    .join('_');
}

/** Spec 001 §7: the list screen downloads {marca}_{modelo}_{tag}_fotos.zip. */
export function photoArchiveName(vehicle: ArchiveNaming): string {
  return `${photoArchiveBaseName(vehicle)}_fotos.zip`;
}

/** Spec 001 §7: brand_model_tag_n.ext inside the archive, n counted from 1. */
export function photoArchiveEntryName(vehicle: ArchiveNaming, n: number, contentType: string | null): string {
  return `${photoArchiveBaseName(vehicle)}_${n}.${photoExtension(contentType)}`;
}
