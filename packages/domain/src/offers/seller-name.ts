/**
 * The form asks one 'nombre completo'; a registered client and the vehicle form's owner keep nombres and
 * apellidos apart. Peruvian names usually carry two surnames last: with four words or more the first
 * two are the given names, with three only the first, with two the first; the rest are surnames.
 */
export function splitFullName(full: string): { nombres: string; apellidos: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { nombres: words[0] ?? '', apellidos: '' };
  const given = words.length >= 4 ? 2 : 1;
  return { nombres: words.slice(0, given).join(' '), apellidos: words.slice(given).join(' ') };
}
