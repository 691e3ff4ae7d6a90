import { TextInput, type TextInputProps } from '@mantine/core';
import {
  formatMoney,
  formatMoneyNumber,
  MONEY_SYMBOLS,
  type MoneyCurrency,
  type MoneyRules,
  parseMoney,
} from '@motorplaza/domain/shared/money-input';
import type { Ref } from 'react';
import classes from './money-input.module.css';

export interface MoneyInputProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'description' | 'leftSection'> {
  /** The text as typed, or a stored number (shown as '25,400'). */
  readonly value: string | number | null | undefined;
  readonly onChange: (text: string) => void;
  readonly rules: MoneyRules;
  /** The currency shown when the field's rules leave it open (chosen beside the amount). */
  readonly currency?: MoneyCurrency;
  /** A hint under the field while nothing readable is typed. */
  readonly hint?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/**
 * The one money field of the product (docs/decisions/0041-money-input.md): the visitor types as people
 * in Peru write amounts ('15,000', 'S/ 1,250.50', 'US$ 25,400'), the form's schema reads the text with
 * the same parser as the API, and the value that will be recorded is shown formatted under the field
 * ('Se registrará: S/ 15,000.00') before anything is sent. Nothing is rounded, rescaled or clamped.
 */
export function MoneyInput({
  value,
  onChange,
  rules,
  currency,
  hint,
  error,
  inputRef,
  ...props
}: MoneyInputProps) {
  const text = typeof value === 'number' ? formatMoneyNumber(value, rules.decimals) : (value ?? '');
  const reading = parseMoney(text, rules);
  const shownCurrency = (reading.ok ? reading.currency : null) ?? rules.currency ?? currency ?? null;
  const recorded =
    reading.ok && reading.value !== null
      ? formatMoney(reading.value, { currency: shownCurrency, decimals: rules.decimals })
      : null;
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      maxLength={40}
      {...props}
      ref={inputRef}
      value={text}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={
        shownCurrency ? (
          <span className={classes.symbol} aria-hidden="true">
            {MONEY_SYMBOLS[shownCurrency]}
          </span>
        ) : undefined
      }
      leftSectionWidth={shownCurrency === 'USD' ? 44 : 36}
      error={error}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        <span aria-live="polite" className={recorded && !error ? classes.recorded : undefined}>
          {recorded && !error ? `Se registrará: ${recorded}` : hint}
        </span>
      }
    />
  );
}
