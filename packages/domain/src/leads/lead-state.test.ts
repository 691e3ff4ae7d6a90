import { describe, expect, it } from 'vitest';
import type { LeadLossReason, LeadResult } from './lead-pipeline';
import {
  funnelSteps,
  isOpenLead,
  LEAD_STATE_VIEWS,
  type LeadState,
  leadState,
  leadStateExportLabel,
  leadStateLabel,
} from './lead-state';

type Row = [boolean, LeadResult | null, LeadLossReason | null, LeadState, string, string, boolean];

// estado, resultado, motivo → state, screen label, export label, open
const TABLE: Row[] = [
  [false, null, null, 'PENDIENTE', 'Pendiente', 'NO ATENDIDO', true],
  [true, null, null, 'ATENDIDO', 'Atendido', 'ATENDIDO', true],
  [true, 'POR_CONFIRMAR', null, 'VENTA_POR_CONFIRMAR', 'Venta por confirmar', 'VENTA POR CONFIRMAR', true],
  [false, 'VENDIDO', null, 'VENDIDO', 'Vendido', 'VENDIDO', false],
  [true, 'VENDIDO', null, 'VENDIDO', 'Vendido', 'VENDIDO', false],
  [false, 'PERDIDO', 'PRECIO', 'PERDIDO', 'Perdido: Precio', 'PERDIDO: PRECIO', false],
  [
    true,
    'PERDIDO',
    'VENDIDO_A_OTRO',
    'PERDIDO',
    'Perdido: Vendido a otro cliente',
    'PERDIDO: VENDIDO A OTRO CLIENTE',
    false,
  ],
  [true, 'PERDIDO', null, 'PERDIDO', 'Perdido', 'PERDIDO', false],
];

describe('leadState (decision 0040): one state per lead', () => {
  it.each(TABLE)(
    'estado %s, resultado %s, motivo %s → %s',
    (estado, resultado, motivoPerdida, state, label, exportLabel, open) => {
      const lead = { estado, resultado, motivoPerdida };
      expect(leadState(lead)).toBe(state);
      expect(leadStateLabel(lead)).toBe(label);
      expect(leadStateExportLabel(lead)).toBe(exportLabel);
      expect(isOpenLead(lead)).toBe(open);
    },
  );

  it('never shows a pending flag beside a result (the row said PENDIENTE and VENDIDO together)', () => {
    expect(leadStateLabel({ estado: false, resultado: 'VENDIDO' })).not.toMatch(/Pendiente/);
  });

  it('gives every state a label, an export label and a colour', () => {
    for (const view of Object.values(LEAD_STATE_VIEWS)) {
      expect(view.label).not.toBe('');
      expect(view.exportLabel).toBe(view.exportLabel.toUpperCase());
      expect(view.color).toMatch(/^[a-z]+\.\d$/);
    }
  });
});

describe('funnelSteps: the funnel counts only confirmed sales', () => {
  it.each([
    [false, null, false, false],
    [true, null, true, false],
    [true, 'POR_CONFIRMAR', true, false],
    [false, 'VENDIDO', true, true],
    [true, 'PERDIDO', true, false],
    [false, 'PERDIDO', false, false],
  ] as const)('estado %s, resultado %s → atendido %s, vendido %s', (estado, resultado, atendido, vendido) => {
    expect(funnelSteps({ estado, resultado })).toEqual({ atendido, vendido });
  });
});
