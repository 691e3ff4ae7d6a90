/** The generic messages of HTTP errors, shown to users as they are. */
export const HTTP_MESSAGES = {
  badRequest: 'Los datos enviados no son válidos.',
  unauthenticated: 'Debes iniciar sesión para continuar.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  notFound: 'El recurso solicitado no existe.',
  /** A method the path does not serve (the `Allow` header lists those it does). */
  methodNotAllowed: 'Este recurso no admite ese método.',
  conflict: 'El registro fue modificado por otra persona. Recarga los datos e inténtalo de nuevo.',
  tooLarge: 'El archivo o la solicitud es demasiado grande.',
  tooManyRequests: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  unsupportedMediaType: 'Tipo de contenido no admitido.',
  internal: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
  unavailable: 'El servicio no está disponible en este momento.',
  /** A write sent by another site's page (a cross-site form or script): refused, nothing is stored. */
  crossSite: 'Solicitud rechazada: el formulario debe enviarse desde el sitio de MotorPlaza.',
} as const;
