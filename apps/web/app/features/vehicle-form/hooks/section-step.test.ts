import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeSection, readingLine, type SectionGeometry, sectionScrollTop } from './section-step';

/** The new-vehicle form measured in Chromium at 1366 × 900: four sections, the last two short. */
const form: SectionGeometry = { sectionTops: [116, 478, 1146, 1387], scrollHeight: 1661, clientHeight: 700 };
const maxTop = form.scrollHeight - form.clientHeight;

/** The step shown at each scroll position from the top to the end, without repeats. */
function stepsWhileScrolling(geometry: SectionGeometry): number[] {
  const seen: number[] = [];
  for (let top = 0; top <= geometry.scrollHeight - geometry.clientHeight; top++) {
    const step = activeSection(geometry, top);
    if (seen.at(-1) !== step) seen.push(step);
  }
  return seen;
}

describe('activeSection', () => {
  it.each([
    [0, 0],
    [356, 0],
    [357, 1],
    [702, 1],
    [703, 2],
    [823, 2],
    [824, 3],
    [maxTop, 3],
  ])('at scrollTop %i the current step is %i', (scrollTop, expected) => {
    expect(activeSection(form, scrollTop)).toBe(expected);
  });

  it('passes through Propietario, whose title never reaches the offset line, before Fotos', () => {
    // Propietario's title can rise only to 1146 - 961 = 185 px: the old rule jumped from 2/4 to 4/4.
    expect(form.sectionTops[2] ?? 0).toBeGreaterThan(maxTop + 120);
    expect(stepsWhileScrolling(form)).toEqual([0, 1, 2, 3]);
  });

  it('keeps the offset line until the last stretch of the scroll, then slides it to the bottom', () => {
    expect(readingLine(form, 0)).toBe(120);
    expect(readingLine(form, maxTop - (form.clientHeight - 120))).toBe(120);
    expect(readingLine(form, maxTop)).toBe(form.clientHeight);
  });

  it('is the first step without sections', () => {
    expect(activeSection({ sectionTops: [], scrollHeight: 900, clientHeight: 500 }, 300)).toBe(0);
  });
});

describe('sectionScrollTop', () => {
  it('puts a long section title 120 px below the top, and a short last one on the sliding line', () => {
    expect(sectionScrollTop(form, 0)).toBe(0);
    expect(sectionScrollTop(form, 1)).toBe(358);
    const owner = sectionScrollTop(form, 2);
    expect(owner).toBeLessThan(maxTop);
    expect(activeSection(form, owner)).toBe(2);
    expect(activeSection(form, owner - 2)).toBe(1);
  });

  const geometry = fc
    .record({
      clientHeight: fc.integer({ min: 200, max: 1200 }),
      gaps: fc.array(fc.integer({ min: 150, max: 1500 }), { minLength: 1, maxLength: 6 }),
      first: fc.integer({ min: 0, max: 120 }),
      tail: fc.integer({ min: 150, max: 1500 }),
    })
    .map(({ clientHeight, gaps, first, tail }) => {
      const sectionTops = [first];
      for (const gap of gaps) sectionTops.push((sectionTops.at(-1) ?? first) + gap);
      // At least two views of content, as the form always has: the line then moves at most 2 px a pixel.
      const scrollHeight = Math.max((sectionTops.at(-1) ?? 0) + tail, 2 * clientHeight);
      return { sectionTops, scrollHeight, clientHeight };
    });

  it('every step is current where its click scrolls, and scrolling down visits the steps in order', () => {
    fc.assert(
      fc.property(geometry, (g) => {
        g.sectionTops.forEach((_, index) => {
          expect(activeSection(g, sectionScrollTop(g, index))).toBe(index);
        });
        const steps = stepsWhileScrolling(g);
        expect(steps).toEqual([...steps].sort((a, b) => a - b));
        expect(steps.at(-1)).toBe(g.sectionTops.length - 1);
      }),
    );
  });
});
