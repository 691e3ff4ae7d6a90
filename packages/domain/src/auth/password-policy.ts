import { z } from 'zod';

/**
 * Staff passwords (issue 23, ASVS 5.0 V6.2): at least 8 characters, no composition rules, not one
 * of the most common passwords, and not built from the user's own name or e-mail. One function,
 * read by the API and by every form that sets a password, so both refuse exactly the same.
 * docs/decisions/0048-staff-password-policy.md names the list and its licence.
 */
export const USER_PASSWORD_MIN = 8;
/** Passwords are hashed, so no column bounds them; this keeps argon2 from hashing megabytes. */
export const USER_PASSWORD_MAX = 200;

export const PASSWORD_MESSAGES = {
  /** Spec 001 §5's wording ('Contraseña mínimo de 6 caracteres') with the new minimum. */
  min: `Contraseña mínimo de ${USER_PASSWORD_MIN} caracteres`,
  max: `La contraseña puede tener hasta ${USER_PASSWORD_MAX} caracteres`,
  common: 'La contraseña es muy común y fácil de adivinar. Elige otra.',
  personal: 'La contraseña no debe contener tu nombre ni tu correo',
  /** A password set by an administrator: nothing else until the user chooses their own (issue 23). */
  mustChange: 'Debes cambiar la contraseña que te asignó el administrador antes de continuar.',
  sameAsCurrent: 'La nueva contraseña debe ser distinta de la actual',
} as const;

/** Name parts shorter than this ('de', 'la', 'Li') are too common inside any word to refuse. */
const PERSONAL_PART_MIN = 3;

/**
 * The common passwords refused, in lower case, once registered (common-passwords.ts holds the list,
 * about 380 KB: the API registers it at start-up, the browser loads it with the forms that set a
 * password, so no other screen downloads it). Only entries long enough to pass the length rule are kept.
 */
let common: ReadonlySet<string> = new Set();

export function registerCommonPasswords(list: readonly string[]): void {
  common = new Set(
    list.filter((entry) => entry.length >= USER_PASSWORD_MIN).map((entry) => entry.toLowerCase()),
  );
}

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/** Whose password it is: whatever of the name and e-mail the caller knows. */
export interface PasswordOwner {
  nombres?: string | null;
  apellidos?: string | null;
  correo?: string | null;
}

/** Lower case without accents, so 'Pérez' and 'perez' are the same part. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The owner's name parts and e-mail local part (and its pieces) that a password may not contain. */
export function personalParts(owner: PasswordOwner): string[] {
  const names = `${owner.nombres ?? ''} ${owner.apellidos ?? ''}`;
  const local = (owner.correo ?? '').split('@')[0] ?? '';
  const parts = [...names.split(/[^\p{L}\p{N}]+/u), local, ...local.split(/[^\p{L}\p{N}]+/u)];
  return [...new Set(parts.map(fold).filter((part) => part.length >= PERSONAL_PART_MIN))];
}

/** The Spanish reason a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, owner: PasswordOwner = {}): string | null {
  if (password.length < USER_PASSWORD_MIN) return PASSWORD_MESSAGES.min;
  if (password.length > USER_PASSWORD_MAX) return PASSWORD_MESSAGES.max;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  const folded = fold(password);
  if (personalParts(owner).some((part) => folded.includes(part))) return PASSWORD_MESSAGES.personal;
  return null;
}

/** A new password's own rules (length and the common list); the owner's parts need the whole form. */
export const newPasswordSchema = z
  .string()
  .min(USER_PASSWORD_MIN, PASSWORD_MESSAGES.min)
  .max(USER_PASSWORD_MAX, PASSWORD_MESSAGES.max)
  .refine((value) => !isCommonPassword(value), PASSWORD_MESSAGES.common);

/**
 * For a form's `superRefine`: refuses the password field when it contains the owner's name or e-mail,
 * as the form itself gives them.
 */
export function checkPersonalPassword(
  password: string | undefined,
  owner: PasswordOwner,
  ctx: z.RefinementCtx,
  path: string,
): void {
  if (!password) return;
  const folded = fold(password);
  if (personalParts(owner).some((part) => folded.includes(part)))
    ctx.addIssue({ code: 'custom', path: [path], message: PASSWORD_MESSAGES.personal });
}
