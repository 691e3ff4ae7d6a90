/**
 * What became of the e-mailed copy of a sheet just filed (issue 23, Medium 5): mailed, no address
 * given, or not mailed because that address already received the day's copies.
 */
export const COMPLAINT_COPY_STATES = ['CORREO', 'SIN_CORREO', 'LIMITE'] as const;
export type ComplaintCopyState = (typeof COMPLAINT_COPY_STATES)[number];

/** The confirmation page's sentence about the copy. */
export function copyNotice(state: ComplaintCopyState, to: string | null): string {
  if (state === 'CORREO' && to) return `Enviamos una copia de la hoja en PDF a ${to}.`;
  if (state === 'LIMITE')
    return 'Tu hoja quedó registrada, pero no enviamos la copia por correo: esa dirección ya recibió hoy el máximo de copias de hojas de reclamación. Descarga o imprime la hoja y guárdala como constancia.';
  return 'No indicaste un correo: descarga o imprime la hoja y guárdala como constancia.';
}

/**
 * The paragraph every copy carries: why this address received it and how to report misuse, since
 * anyone can type any address on the public form.
 */
export function copyMisuseNotice(company: string, siteUrl: string, contact: string): string[] {
  return [
    `Recibes este correo porque esta dirección se indicó en una hoja de reclamación registrada en el Libro de Reclamaciones virtual de ${company} (${siteUrl}).`,
    `Si no registraste esta hoja ni autorizaste a nadie a hacerlo, escríbenos a ${contact} para reportar el uso indebido de tu correo. No tienes que hacer nada más.`,
  ];
}
