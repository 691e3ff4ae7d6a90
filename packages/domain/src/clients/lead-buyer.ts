import { COLUMN_LENGTHS } from '../shared/column-lengths';
import { type ClientForm, clientFormSchema } from './client.schema';

const L = COLUMN_LENGTHS.cliente;

/**
 * A lead's single name as a client's nombres and apellidos (Peruvian names: given names, then the
 * father's and the mother's surnames): two surnames when there are three words or more, one when
 * there are two; a single word stays a given name.
 */
export function splitFullName(nombreCompleto: string): { nombres: string; apellidos: string } {
  const words = nombreCompleto.trim().split(/\s+/).filter(Boolean);
  const surnames = words.length >= 3 ? 2 : words.length - 1;
  return {
    nombres: words
      .slice(0, words.length - surnames)
      .join(' ')
      .slice(0, L.nombres),
    apellidos: words
      .slice(words.length - surnames)
      .join(' ')
      .slice(0, L.apellidos),
  };
}

/**
 * The registered client a lead's buyer becomes (decision 0040), through the client form's own
 * schema. A one-word name gets '-' as surname, which the form requires.
 */
export function buyerClientForm(lead: {
  nombreCompleto: string;
  dni: string;
  correo: string;
  celular: string;
}): ClientForm {
  const { nombres, apellidos } = splitFullName(lead.nombreCompleto);
  return clientFormSchema.parse({
    nombres,
    apellidos: apellidos || '-',
    dni: lead.dni,
    correo: lead.correo,
    celular: lead.celular,
    estado: true,
  });
}
