import { describe, expect, it } from 'vitest';
import { exportCell, exportTable } from '../export/export-definition';
import type { ComplaintRow } from './complaint-admin.schema';
import { COMPLAINT_EXPORT } from './complaint-export';

const row: ComplaintRow = {
  idReclamo: 3,
  codigo: '000000003-2026',
  codigoLibro: 'WEB',
  fecha: '2026-11-24T15:30:00.000Z',
  nombreCompleto: 'Lucía Torres',
  tipoDocumento: 'DNI',
  nroDocumento: '45678912',
  tipo: 'RECLAMO',
  tipoOriginal: 'QUEJA',
  estado: 'EN_ATENCION',
  fechaLimite: '2026-12-17',
  diasRestantes: 2,
  respondidoEn: null,
  respuestaCanal: null,
  respuestaComunicadaEn: null,
  version: 3,
};

describe('COMPLAINT_EXPORT', () => {
  it('names the file, the title and the page', () => {
    expect(COMPLAINT_EXPORT.fileName).toBe('libro-de-reclamaciones');
    expect(COMPLAINT_EXPORT.title).toBe('LIBRO DE RECLAMACIONES');
    expect(COMPLAINT_EXPORT.orientation).toBe('landscape');
  });

  it('writes the sheet, the re-classification, the state and the term as the screen shows them', () => {
    const { headers, rows } = exportTable([row], COMPLAINT_EXPORT.columns.excel);
    expect(headers).toEqual([
      'Nº de hoja',
      'Libro',
      'Fecha',
      'Consumidor',
      'Documento',
      'Tipo',
      'Estado',
      'Fecha límite',
      'Plazo',
      'Respuesta comunicada',
      'Canal',
    ]);
    expect(rows[0]).toEqual([
      '000000003-2026',
      'WEB',
      '24/11/2026 10:30',
      'Lucía Torres',
      'DNI 45678912',
      'Reclamo (registrado como queja)',
      'En atención',
      '17/12/2026',
      'Quedan 2 días hábiles',
      '—',
      '—',
    ]);
  });

  it('leaves missing answer data as empty Excel cells', () => {
    const [respondido, canal] = COMPLAINT_EXPORT.columns.excel.slice(-2);
    expect(respondido && exportCell(respondido, row)).toBeNull();
    expect(canal && exportCell(canal, row)).toBeNull();
    const answered = {
      ...row,
      estado: 'RESPONDIDO' as const,
      respuestaCanal: 'CARTA' as const,
      respuestaComunicadaEn: '2026-12-01T17:00:00.000Z',
    };
    expect(exportTable([answered], COMPLAINT_EXPORT.columns.pdf).rows[0]?.slice(-2)).toEqual([
      'Respondido',
      '01/12/2026 12:00',
    ]);
    expect(canal && exportCell(canal, answered)).toBe('Carta');
  });
});
