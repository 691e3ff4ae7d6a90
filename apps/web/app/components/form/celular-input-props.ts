import { PHONE_INPUT_MAX } from '@motorplaza/domain/shared/peru';

/**
 * Every 'Celular' field of the product: the phone keypad (which has the space and the dash), and room
 * for '+51 987 654 321' as people type it; the schema keeps the 9 digits (issue 22: a 9-character
 * limit cut '987 654 321' to '987 654 3').
 */
export const CELULAR_INPUT_PROPS = {
  type: 'tel',
  inputMode: 'tel',
  maxLength: PHONE_INPUT_MAX,
  placeholder: '987 654 321',
} as const;
