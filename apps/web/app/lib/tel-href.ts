/** A `tel:` link for a number written for people, e.g. '(01) 640-2500' → 'tel:016402500'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
