import { isValidRuc } from '../clients/ruc';
import { COMPLAINT_MESSAGES, type ComplaintDocument } from './complaint-texts';

/**
 * The format of each identity document a complainant may give (Anexo I asks for the document; the
 * rules name DNI and CE, the form also takes a passport and, for a business, its RUC).
 */
interface DocumentRule {
  readonly test: (value: string) => boolean;
  readonly maxLength: number;
  /** What a phone keyboard should offer. */
  readonly inputMode: 'numeric' | 'text';
}

export const DOCUMENT_RULES: Record<ComplaintDocument, DocumentRule> = {
  DNI: { test: (value) => /^\d{8}$/.test(value), maxLength: 8, inputMode: 'numeric' },
  // Migraciones issues 9-digit cards; older ones carry letters, up to 12 characters.
  CE: { test: (value) => /^[A-Z0-9]{9,12}$/.test(value), maxLength: 12, inputMode: 'text' },
  PASAPORTE: { test: (value) => /^[A-Z0-9]{6,12}$/.test(value), maxLength: 12, inputMode: 'text' },
  RUC: { test: isValidRuc, maxLength: 11, inputMode: 'numeric' },
};

/** What a document number is compared and stored as: trimmed, upper case, without inner spaces. */
export function normalizeDocument(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The Spanish message for a number that does not fit its type, or null when it fits. */
export function documentError(type: ComplaintDocument, value: string): string | null {
  return DOCUMENT_RULES[type].test(normalizeDocument(value)) ? null : COMPLAINT_MESSAGES.documents[type];
}
