/** Spec 000 §2: messages carry the tag without its leading character ('#MP0042' → 'MP0042'). */
export function shareableTag(tag: string | null): string | null {
  const trimmed = tag?.trim().slice(1);
  return trimmed ? trimmed : null;
}
