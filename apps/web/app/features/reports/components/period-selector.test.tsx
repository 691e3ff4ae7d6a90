import { MantineProvider } from '@mantine/core';
import type { PeriodState } from '@motorplaza/domain/reports/report-period';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../../test/report-harness';
import { PeriodSelector } from './period-selector';

const RANGE: PeriodState = { preset: 'rango', period: { desde: '2026-01-05', hasta: '2026-02-01' } };
const OTHER_RANGE: PeriodState = { preset: 'rango', period: { desde: '2025-03-01', hasta: '2025-04-30' } };

function ui(value: PeriodState) {
  return (
    <MantineProvider>
      <PeriodSelector value={value} onChange={vi.fn()} />
    </MantineProvider>
  );
}

describe('PeriodSelector', () => {
  it('follows a period that changes from outside (the browser going back or a link)', () => {
    const { rerender } = render(ui(RANGE));
    expect(screen.getByLabelText(/^Desde/)).toHaveValue('2026-01-05');
    rerender(ui(OTHER_RANGE));
    expect(screen.getByLabelText(/^Desde/)).toHaveValue('2025-03-01');
    expect(screen.getByLabelText(/^Hasta/)).toHaveValue('2025-04-30');
    rerender(ui({ preset: '6m', period: { desde: '2025-06-01', hasta: '2025-11-24' } }));
    expect(screen.queryByLabelText(/^Desde/)).toBeNull();
    expect(screen.getByLabelText('Período', { selector: 'input' })).toHaveValue('Últimos 6 meses');
  });
});
