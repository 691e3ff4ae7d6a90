/** spec 001 §9: the form scrolls a section to this distance below the top of its scroll area. */
export const SECTION_SCROLL_OFFSET = 120;
/** spec 001 §9: scroll listeners attach this long after the form opens. */
export const SCROLL_LISTENER_DELAY_MS = 100;

/**
 * The section the user is reading: the last one whose top passed the offset line, or the last section
 * when the scroll area is at its end (a short last section never reaches the line).
 */
export function activeSection(
  sectionTops: readonly number[],
  scrollTop: number,
  atEnd: boolean,
  offset = SECTION_SCROLL_OFFSET,
): number {
  if (sectionTops.length === 0) return 0;
  if (atEnd) return sectionTops.length - 1;
  let active = 0;
  sectionTops.forEach((top, index) => {
    if (top - scrollTop <= offset + 1) active = index;
  });
  return active;
}
