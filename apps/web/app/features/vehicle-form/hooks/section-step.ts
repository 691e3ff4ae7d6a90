/** spec 001 §9: the form scrolls a section to this distance below the top of its scroll area. */
export const SECTION_SCROLL_OFFSET = 120;
/** spec 001 §9: scroll listeners attach this long after the form opens. */
export const SCROLL_LISTENER_DELAY_MS = 100;

/** What the step indicator reads from the scroll area (offsetTop of each section, in its order). */
export interface SectionGeometry {
  readonly sectionTops: readonly number[];
  readonly scrollHeight: number;
  readonly clientHeight: number;
}

interface Sweep {
  readonly maxTop: number;
  /** The scroll position where the reading line starts moving down. */
  readonly start: number;
  /** How far the line moves down per pixel scrolled past `start`. */
  readonly rate: number;
}

/**
 * The short last sections (Propietario, Fotos) can never scroll up to the offset line: the content
 * ends first. So over the last stretch of the scroll, as long as the view minus the offset, the
 * reading line slides from the offset down to the bottom of the view; each section then takes its
 * turn, in order, and the last one is current at the end.
 */
function sweep({ scrollHeight, clientHeight }: SectionGeometry, offset: number): Sweep {
  const maxTop = Math.max(0, scrollHeight - clientHeight);
  const travel = Math.max(0, clientHeight - offset);
  const length = Math.min(maxTop, travel);
  return { maxTop, start: maxTop - length, rate: length > 0 ? travel / length : 0 };
}

/** Where the reading line sits, from the top of the view, at this scroll position. */
export function readingLine(
  geometry: SectionGeometry,
  scrollTop: number,
  offset = SECTION_SCROLL_OFFSET,
): number {
  const { start, rate } = sweep(geometry, offset);
  return offset + Math.max(0, scrollTop - start) * rate;
}

/** The section the user is reading: the last one whose title has reached the reading line. */
export function activeSection(
  geometry: SectionGeometry,
  scrollTop: number,
  offset = SECTION_SCROLL_OFFSET,
): number {
  const line = scrollTop + readingLine(geometry, scrollTop, offset);
  let active = 0;
  geometry.sectionTops.forEach((top, index) => {
    if (top <= line + 1) active = index;
  });
  return active;
}

/**
 * Where a click on a step scrolls: the first position at which that section is the current one, so
 * the indicator and the view agree (its title `offset` below the top, or on the sliding line near the
 * end, where the content cannot scroll further).
 */
export function sectionScrollTop(
  geometry: SectionGeometry,
  index: number,
  offset = SECTION_SCROLL_OFFSET,
): number {
  const top = geometry.sectionTops[index] ?? 0;
  const { maxTop, start, rate } = sweep(geometry, offset);
  const plain = top - offset;
  const target = plain <= start ? plain : (plain + start * rate) / (1 + rate);
  return Math.max(0, Math.min(Math.ceil(target), maxTop));
}
