/** Texts shared by the staff list screens (decision 0020). */

/** Spec 001 §2.1 "Mostrando: N resultados", in the singular for one ("Mostrando: 1 resultado"). */
export function resultsSummary(count: number): string {
  return `Mostrando: ${count} ${count === 1 ? 'resultado' : 'resultados'}`;
}
