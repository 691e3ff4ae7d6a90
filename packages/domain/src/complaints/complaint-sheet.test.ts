import { describe, expect, it } from 'vitest';
import { FILED_SHEET as filed } from '../testing/complaint-sheet-fixture';
import type { ComplaintSheet } from './complaint.schema';
import { sheetSections } from './complaint-sheet';

const values = (sheet: ComplaintSheet, part: number) =>
  Object.fromEntries((sheetSections(sheet)[part]?.rows ?? []).map((row) => [row.label, row.value]));

describe('sheetSections (Anexo I, for the PDF and the screen)', () => {
  it('lays out the provider and the four parts, with what was not given said so', () => {
    expect(sheetSections(filed).map((section) => section.title)).toEqual([
      'Datos del proveedor',
      '1. Identificación del consumidor reclamante',
      '2. Identificación del bien contratado',
      '3. Detalle de la reclamación y pedido del consumidor',
      '4. Observaciones y acciones adoptadas por el proveedor',
    ]);
    expect(values(filed, 1)).toMatchObject({
      Documento: 'Carné de extranjería 001234567',
      Domicilio: 'No indicado',
      'Menor de edad': 'No',
    });
    expect(values(filed, 2)['Monto reclamado']).toBe('US$ 1,250.50');
    expect(values(filed, 3).Tipo).toBe('Queja (2)');
    expect(values(filed, 4)).toMatchObject({
      Estado: 'Pendiente',
      'Plazo de respuesta': 'Hasta el 17/12/2026',
      'Fecha de comunicación de la respuesta': '—',
    });
  });

  it('adds a minor’s guardian, the re-classification and the answer once they exist', () => {
    const answered: ComplaintSheet = {
      ...filed,
      menorEdad: true,
      apoderado: 'Juan Quispe',
      apoderadoTipoDocumento: 'DNI',
      apoderadoNroDocumento: '45678912',
      tipo: 'RECLAMO',
      motivoReclasificacion: 'Trata del producto.',
      reclasificadoEn: '2026-11-25T15:00:00.000Z',
      estado: 'RESPONDIDO',
      respuesta: 'Entregamos la llanta.',
      respondidoEn: '2026-11-30T16:00:00.000Z',
      respondidoPor: 'Ana Torres',
      respuestaCanal: 'CARTA',
      respuestaComunicadaEn: '2026-12-01T17:00:00.000Z',
    };
    expect(values(answered, 1)).toMatchObject({
      'Padre, madre o apoderado': 'Juan Quispe',
      'Su documento': 'DNI 45678912',
    });
    expect(values(answered, 4)).toEqual({
      Reclasificación:
        'Registrada como queja; se atiende como reclamo desde el 25/11/2026 10:00. Motivo: Trata del producto.',
      Estado: 'Respondido',
      'Observaciones y acciones': 'Entregamos la llanta.',
      'Respondido por': 'Ana Torres, 30/11/2026 11:00',
      Medio: 'Carta',
      'Fecha de comunicación de la respuesta': '01/12/2026 12:00',
    });
  });
});
