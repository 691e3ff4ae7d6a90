import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common-password list of zxcvbn-ts (`passwords-common` of @zxcvbn-ts/language-common 4.1.3, MIT
 * licence): 49,233 passwords ranked by frequency in leaked password corpora. Registered with
 * `registerCommonPasswords` (password-policy.ts); see docs/decisions/0048-staff-password-policy.md.
 */
export const COMMON_PASSWORDS: readonly string[] = dictionary['passwords-common'];
