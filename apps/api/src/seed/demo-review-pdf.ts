import { vehiclePhotoKey } from '@motorplaza/domain/photos/photo-files';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { automovil } from '../db/schema/index';
import type { Storage } from '../storage/storage';

interface ReviewSubject {
  placa: string | null;
  marca: string;
  modelo: string;
  anioFabricacion: number;
}

/** PDF literal strings escape backslashes and parentheses; Helvetica's WinAnsi covers Spanish letters. */
function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (match) => `\\${match}`)})`;
}

/**
 * A one-page technical-review certificate (Certificado de Inspección Técnica Vehicular) for the demo:
 * a small valid PDF written by hand, so the review button of the back-office opens a real document.
 */
export function reviewCertificate(subject: ReviewSubject, issued: Date): Buffer {
  const lines = [
    ['Certificado de Inspección Técnica Vehicular', 18],
    ['Documento de demostración - MotorPlaza', 11],
    [`Placa: ${subject.placa ?? 'sin placa'}`, 13],
    [`Vehículo: ${subject.marca} ${subject.modelo} ${subject.anioFabricacion}`, 13],
    [`Fecha de inspección: ${issued.toISOString().slice(0, 10)}`, 13],
    ['Resultado: APROBADO', 13],
  ] as const;
  const content = lines
    .map(([text, size], index) => `BT /F1 ${size} Tf 72 ${740 - index * 32} Td ${pdfString(text)} Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The stored name of a demo vehicle's certificate. */
function certificateName(idAuto: number): string {
  return `revision-demo-${idAuto}.pdf`;
}

/**
 * Stores a review certificate for every demo vehicle with swRevision and names it in the rows (inside
 * the seed's transaction, after the files are written).
 */
export async function storeReviewCertificates(tx: Tx, storage: Storage): Promise<number> {
  const vehicles = await tx
    .select({
      idAuto: automovil.idAuto,
      placa: automovil.placa,
      marca: automovil.marca,
      modelo: automovil.modelo,
      anioFabricacion: automovil.anioFabricacion,
      fechaIng: automovil.fechaIng,
    })
    .from(automovil)
    .where(eq(automovil.swRevision, true));
  for (const vehicle of vehicles) {
    const key = vehiclePhotoKey(vehicle.idAuto, certificateName(vehicle.idAuto));
    await storage.put(key, reviewCertificate(vehicle, vehicle.fechaIng), 'application/pdf');
  }
  await tx
    .update(automovil)
    .set({ fichatecnica: sql`'revision-demo-' || ${automovil.idAuto} || '.pdf'` })
    .where(eq(automovil.swRevision, true));
  return vehicles.length;
}
