import type { FilterChip } from '@motorplaza/domain/catalog/filter-chips';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ActiveFilters } from './active-filters';

const chip = (value: string): FilterChip => ({
  id: `carroceria:${value}`,
  label: value,
  target: { kind: 'option', group: 'carroceria', value },
});
const [SUV, SEDAN, PICKUP] = [chip('SUV'), chip('Sedán'), chip('Pick-up')];
const remove = (label: string) => screen.getByRole('button', { name: `Quitar filtro: ${label}` });

function setup(chips: readonly FilterChip[]) {
  const heading = createRef<HTMLHeadingElement>();
  const view = (shown: readonly FilterChip[]) => (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Resultados
      </h2>
      <ActiveFilters chips={shown} onRemove={() => {}} onClearAll={() => {}} emptyFocusRef={heading} />
    </>
  );
  const { rerender } = render(view(chips));
  return { heading, show: (shown: readonly FilterChip[]) => rerender(view(shown)) };
}

describe('ActiveFilters', () => {
  it('hands focus to the chip that takes the place of the removed one', () => {
    const { show } = setup([SUV, SEDAN, PICKUP]);
    fireEvent.click(remove('SUV'));
    show([SUV, SEDAN, PICKUP]); // a render before the URL catches up moves nothing
    show([SEDAN, PICKUP]);
    expect(remove('Sedán')).toHaveFocus();
  });

  it('hands focus to the chip before the last one removed, then to the heading', () => {
    const { show, heading } = setup([SUV, SEDAN]);
    fireEvent.click(remove('Sedán'));
    show([SUV]);
    expect(remove('SUV')).toHaveFocus();
    fireEvent.click(remove('SUV'));
    show([]);
    expect(heading.current).toHaveFocus();
  });

  it("sends focus to the heading after 'Limpiar todo'", () => {
    const { show, heading } = setup([SUV, SEDAN]);
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar todo' }));
    show([]);
    expect(heading.current).toHaveFocus();
  });
});
