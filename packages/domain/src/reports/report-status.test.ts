import { describe, expect, it } from 'vitest';
import {
  isAvailableExact,
  isAvailableSummary,
  isSold,
  normalizeStatus,
  STATUS_COLORS,
  statusColors,
  statusSummary,
  UNKNOWN_STATUS_PALETTE,
} from './report-status';

describe('spec 000 §4 status rules', () => {
  it('compares trimmed and case-insensitively, EN REVISIÓN with or without its accent', () => {
    expect(normalizeStatus('  en Revisión ')).toBe('EN REVISION');
    expect(normalizeStatus('EN REVISION')).toBe('EN REVISION');
  });

  it('the stat card counts exactly DISPONIBLE', () => {
    expect(isAvailableExact(' disponible ')).toBe(true);
    expect(isAvailableExact('DISPONIBLE EN PISO')).toBe(false);
    expect(isAvailableExact('NO DISPONIBLE')).toBe(false);
  });

  it('the summary counts what contains DISPONIBLE, but not its negation', () => {
    expect(isAvailableSummary('DISPONIBLE')).toBe(true);
    expect(isAvailableSummary('Disponible en piso')).toBe(true);
    expect(isAvailableSummary('NO DISPONIBLE')).toBe(false);
    expect(isAvailableSummary('no  disponible')).toBe(false);
  });

  it('sold is any status containing VENDIDO', () => {
    expect(isSold('VENDIDO')).toBe(true);
    expect(isSold('vendido con deuda')).toBe(true);
    expect(isSold('DISPONIBLE')).toBe(false);
  });
});

describe('spec 000 §9 colours', () => {
  it('gives each known status its colour whatever its case and spaces', () => {
    expect(
      statusColors([
        { estadoDes: 'disponible' },
        { estadoDes: 'VENDIDO ' },
        { estadoDes: 'No Disponible' },
        { estadoDes: 'SELL IN' },
        { estadoDes: 'EN REVISIÓN' },
        { estadoDes: 'INACTIVO' },
        { estadoDes: 'RESERVADO' },
        { estadoDes: 'MANTENIMIENTO' },
      ]),
    ).toEqual([
      STATUS_COLORS.DISPONIBLE,
      STATUS_COLORS.VENDIDO,
      STATUS_COLORS['NO DISPONIBLE'],
      STATUS_COLORS['SELL IN'],
      STATUS_COLORS['EN REVISION'],
      STATUS_COLORS.INACTIVO,
      STATUS_COLORS.RESERVADO,
      STATUS_COLORS.MANTENIMIENTO,
    ]);
  });

  it('rotates the palette of eight among unknown statuses, in order, skipping known ones', () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ estadoDes: `OTRO ${i}` }));
    rows.splice(2, 0, { estadoDes: 'VENDIDO' });
    const colors = statusColors(rows);
    expect(colors[0]).toBe(UNKNOWN_STATUS_PALETTE[0]);
    expect(colors[1]).toBe(UNKNOWN_STATUS_PALETTE[1]);
    expect(colors[2]).toBe(STATUS_COLORS.VENDIDO);
    expect(colors[3]).toBe(UNKNOWN_STATUS_PALETTE[2]);
    expect(colors[9]).toBe(UNKNOWN_STATUS_PALETTE[0]);
    expect(colors[10]).toBe(UNKNOWN_STATUS_PALETTE[1]);
  });
});

describe('statusSummary', () => {
  it('computes the four stat cards and the legend with one-decimal percents', () => {
    const summary = statusSummary([
      { estadoDes: 'DISPONIBLE', cantidad: 2 },
      { estadoDes: 'VENDIDO', cantidad: 1 },
      { estadoDes: 'NO DISPONIBLE', cantidad: 0 },
    ]);
    expect(summary.total).toBe(3);
    expect(summary.disponibles).toEqual({ cantidad: 2, porcentaje: 66.7 });
    expect(summary.vendidos).toEqual({ cantidad: 1, porcentaje: 33.3 });
    expect(summary.principal).toEqual({ estadoDes: 'DISPONIBLE', cantidad: 2 });
    expect(summary.filas.map((f) => f.porcentaje)).toEqual([66.7, 33.3, 0]);
  });

  it('has no main status (N/A) and zero percents without vehicles', () => {
    const summary = statusSummary([{ estadoDes: 'DISPONIBLE', cantidad: 0 }]);
    expect(summary.principal).toBeNull();
    expect(summary.disponibles).toEqual({ cantidad: 0, porcentaje: 0 });
    expect(statusSummary([]).principal).toBeNull();
  });

  it('keeps the first status on a tie and counts the summary rule apart from the card', () => {
    const summary = statusSummary([
      { estadoDes: 'Disponible en piso', cantidad: 4 },
      { estadoDes: 'VENDIDO', cantidad: 4 },
      { estadoDes: 'NO DISPONIBLE', cantidad: 1 },
    ]);
    expect(summary.principal?.estadoDes).toBe('Disponible en piso');
    expect(summary.disponibles.cantidad).toBe(0);
    expect(summary.disponiblesResumen).toBe(4);
  });
});
