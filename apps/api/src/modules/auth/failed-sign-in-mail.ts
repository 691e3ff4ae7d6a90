import type { OutgoingMail } from '../../mail/enqueue-mail';

/** The outbox reference of the notice (decision 0025: `referencia_tipo`). */
export const FAILED_SIGN_IN_REFERENCE = 'usuario-intentos';

const LIMA_TIME = new Intl.DateTimeFormat('es-PE', {
  timeZone: 'America/Lima',
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * Tells a staff member that their account had failed sign-in attempts (issue 23, ASVS V6.3): how
 * many and when, and what to do. Nothing the person signing in typed goes into it.
 */
export function failedSignInMail(
  user: { idUsuario: number; nombres: string; correo: string },
  failures: number,
  at: Date,
  windowMinutes: number,
): OutgoingMail {
  return {
    to: user.correo,
    subject: 'Intentos fallidos de inicio de sesión en tu cuenta de MotorPlaza',
    text: [
      `Hola, ${user.nombres}:`,
      '',
      `Hubo ${failures} intentos fallidos de iniciar sesión con tu cuenta en los últimos ${windowMinutes} minutos (el último el ${LIMA_TIME.format(at)}, hora de Lima).`,
      '',
      'Si fuiste tú, no tienes que hacer nada.',
      'Si no fuiste tú, alguien podría estar intentando adivinar tu contraseña: inicia sesión y cámbiala desde «Mi perfil» por una que no uses en otro sitio, y avisa al administrador del sistema.',
      '',
      'Cada intento más sobre tu cuenta espera su turno, con esperas cada vez más largas.',
    ].join('\n'),
    reference: { kind: FAILED_SIGN_IN_REFERENCE, id: user.idUsuario },
  };
}
