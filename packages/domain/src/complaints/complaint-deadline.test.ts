import { describe, expect, it } from 'vitest';
import { DUE_SOON_BUSINESS_DAYS, deadlineBadge } from './complaint-deadline';

describe('deadlineBadge', () => {
  it.each([
    ['PENDIENTE', 10, 'on-time', 'Quedan 10 días hábiles'],
    ['PENDIENTE', DUE_SOON_BUSINESS_DAYS + 1, 'on-time', 'Quedan 4 días hábiles'],
    ['EN_ATENCION', DUE_SOON_BUSINESS_DAYS, 'due-soon', 'Quedan 3 días hábiles'],
    ['PENDIENTE', 1, 'due-soon', 'Quedan 1 día hábil'],
    ['PENDIENTE', 0, 'due-soon', 'Vence hoy'],
    ['EN_ATENCION', -1, 'overdue', 'Vencido hace 1 día hábil'],
    ['PENDIENTE', -4, 'overdue', 'Vencido hace 4 días hábiles'],
    ['RESPONDIDO', -4, 'answered', 'Respondido'],
    ['RESPONDIDO', 2, 'answered', 'Respondido'],
  ] as const)('%s with %i business days left is %s', (estado, left, tone, label) => {
    expect(deadlineBadge(estado, left)).toEqual({ tone, label });
  });
});
