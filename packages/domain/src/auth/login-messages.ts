/** Spec 000 §5: login validation messages, verbatim. */
export const LOGIN_MESSAGES = {
  correoRequired: 'El correo electrónico es requerido',
  correoInvalid: 'Por favor ingresa un correo válido',
  contrasenaRequired: 'La contraseña es requerida',
  contrasenaMin: 'La contraseña debe tener al menos 3 caracteres',
  invalidCredentials: 'Correo o contraseña incorrectos',
  throttled: 'Demasiados intentos fallidos. Espera 15 minutos e inténtalo de nuevo.',
  refreshFailed: 'Error al renovar el token',
  sessionEnded: 'Tu sesión ha finalizado. Inicia sesión nuevamente.',
  /** Issue 23: too many attempts on one account are waiting their turn. */
  busy: 'Hay demasiados intentos de inicio de sesión en curso para esta cuenta. Inténtalo de nuevo en un minuto.',
} as const;
