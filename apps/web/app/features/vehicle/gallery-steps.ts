/** Index of the photo one step away; the gallery wraps around at both ends. */
export function stepIndex(index: number, step: number, total: number): number {
  return (index + step + total) % total;
}

/** Arrow keys step, Home and End jump; null for any other key, which keeps its usual meaning. */
export function keyStep(key: string, index: number, total: number): number | null {
  if (total < 2) return null;
  if (key === 'ArrowLeft') return stepIndex(index, -1, total);
  if (key === 'ArrowRight') return stepIndex(index, 1, total);
  if (key === 'Home') return 0;
  if (key === 'End') return total - 1;
  return null;
}
