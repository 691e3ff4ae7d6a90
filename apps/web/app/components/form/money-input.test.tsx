import { MantineProvider } from '@mantine/core';
import { MONEY_MESSAGES, type MoneyRules } from '@motorplaza/domain/shared/money-input';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyInput } from './money-input';

const SOLES_OR_DOLLARS: MoneyRules = { currency: null, decimals: 2, max: 9_999_999_999.99 };
const DOLLARS: MoneyRules = { currency: 'USD', decimals: 0, min: 500, max: 1_000_000 };

function Field({ rules, currency, error }: { rules: MoneyRules; currency?: 'PEN' | 'USD'; error?: string }) {
  const [text, setText] = useState('');
  return (
    <MantineProvider>
      <MoneyInput
        label="Monto"
        hint="Con coma para los miles."
        rules={rules}
        value={text}
        onChange={setText}
        {...(currency ? { currency } : {})}
        {...(error ? { error } : {})}
      />
    </MantineProvider>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Monto' });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('MoneyInput', () => {
  it('shows what will be recorded as the visitor types, in Peruvian form', () => {
    render(<Field rules={SOLES_OR_DOLLARS} currency="PEN" />);
    expect(field()).toHaveAccessibleDescription('Con coma para los miles.');
    type('15,000');
    expect(field()).toHaveValue('15,000');
    expect(field()).toHaveAccessibleDescription('Se registrará: S/ 15,000.00');
    type('US$ 1,250.5');
    expect(field()).toHaveAccessibleDescription('Se registrará: US$ 1,250.50');
  });

  it('shows nothing to record for a text it cannot read: the hint stays', () => {
    render(<Field rules={SOLES_OR_DOLLARS} currency="PEN" />);
    type('1,25');
    expect(field()).toHaveAccessibleDescription('Con coma para los miles.');
    expect(screen.queryByText(/Se registrará/)).toBeNull();
  });

  it('whole dollars: the symbol is the field’s, and a refused value shows its message only', () => {
    render(<Field rules={DOLLARS} error={MONEY_MESSAGES.noCents} />);
    type('12500.50');
    expect(screen.getByText(MONEY_MESSAGES.noCents)).toBeInTheDocument();
    expect(screen.queryByText(/Se registrará/)).toBeNull();
  });

  it('shows a stored number as the staff typed it', () => {
    render(
      <MantineProvider>
        <MoneyInput label="Monto" rules={DOLLARS} value={25_400} onChange={() => {}} />
      </MantineProvider>,
    );
    expect(field()).toHaveValue('25,400');
    expect(field()).toHaveAccessibleDescription('Se registrará: US$ 25,400');
  });
});
