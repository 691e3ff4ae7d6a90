/** Spec 000 §1: the copyright runs from 2024 to the current year. */
export function copyrightLine(razonSocial: string, year = new Date().getFullYear()): string {
  return `© 2024 – ${year} ${razonSocial}`;
}
