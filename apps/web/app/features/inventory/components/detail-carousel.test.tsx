import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS, DetailCarousel } from './detail-carousel';

const photos = ['a.webp', 'b.webp', 'c.webp'].map((imagen, orden) => ({
  imagen,
  orden,
  ancho: 1600,
  alto: 1200,
}));

function renderCarousel() {
  render(
    <MantineProvider>
      <DetailCarousel idAuto={7} photos={photos} name="Kia Rio" />
    </MantineProvider>,
  );
  return screen.getByRole('region', { name: 'Fotos del vehículo' });
}

const counter = () => screen.getByText(/^\d+ \/ 3$/).textContent;

describe('DetailCarousel (spec 001 §2.3, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 3000 ms and wraps around', () => {
    renderCarousel();
    expect(CAROUSEL_INTERVAL_MS).toBe(3000);
    expect(counter()).toBe('1 / 3');
    act(() => vi.advanceTimersByTime(2999));
    expect(counter()).toBe('1 / 3');
    act(() => vi.advanceTimersByTime(1));
    expect(counter()).toBe('2 / 3');
    act(() => vi.advanceTimersByTime(6000));
    expect(counter()).toBe('1 / 3');
  });

  it('pauses while hovered and moves with the arrows, the keys and the indicators', () => {
    const region = renderCarousel();
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(10_000));
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Foto anterior' }));
    expect(counter()).toBe('3 / 3');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la foto 2' }));
    expect(counter()).toBe('2 / 3');
    expect(screen.getByRole('button', { name: 'Ir a la foto 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByAltText('Kia Rio, foto 2 de 3')).toBeVisible();
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(3000));
    expect(counter()).toBe('3 / 3');
  });
});
