import {
  accessoryCreateSchema,
  accessoryUpdateSchema,
} from '@motorplaza/domain/accessories/accessory.schema';
import { alertCreateSchema } from '@motorplaza/domain/alerts/alert.schema';
import { loginRequestSchema } from '@motorplaza/domain/auth/auth.schema';
import { profileUpdateSchema } from '@motorplaza/domain/auth/profile.schema';
import { clientFormSchema, clientUpdateSchema } from '@motorplaza/domain/clients/client.schema';
import { complaintRequestFields } from '@motorplaza/domain/complaints/complaint.schema';
import {
  complaintAnswerSchema,
  complaintReclassifySchema,
} from '@motorplaza/domain/complaints/complaint-admin.schema';
import { holidayCreateSchema } from '@motorplaza/domain/complaints/holiday.schema';
import { financingRequestSchema } from '@motorplaza/domain/leads/financing-request.schema';
import { interestRequestSchema } from '@motorplaza/domain/leads/interest.schema';
import {
  interestedCloseSchema,
  interestedContactSchema,
  interestedCreateSchema,
  interestedNoteSchema,
} from '@motorplaza/domain/leads/interested.schema';
import { marketingWithdrawalRequestSchema } from '@motorplaza/domain/legal/marketing-withdrawal.schema';
import { sellOfferFields, sellOfferPhotoSchema } from '@motorplaza/domain/offers/sell-offer.schema';
import { siteSettingsWithVersionSchema } from '@motorplaza/domain/settings/site-settings.schema';
import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { testDriveBookSchema } from '@motorplaza/domain/test-drives/test-drive.schema';
import { userCreateSchema, userUpdateSchema } from '@motorplaza/domain/users/user-admin.schema';
import { ownerFormSchema, vehicleFormSchema } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import type { Table } from 'drizzle-orm';
import type { z } from 'zod';
import * as schema from '../src/db/schema/index';

/*
 * What the column-bounds test walks: each request schema that clients write with the table its fields
 * land in, and the tables no client writes. A new write or table is added here.
 */

const asTable = (table: unknown) => table as Table;

/** Each request schema and the table its fields land in. */
export const WRITES: { name: string; schema: z.ZodObject; table: Table; serverSet: string[] }[] = [
  {
    name: 'PUT /ajustes',
    schema: siteSettingsWithVersionSchema,
    table: asTable(schema.siteSettings),
    serverSet: [],
  },
  {
    name: 'PUT /auth/perfil',
    schema: profileUpdateSchema,
    table: asTable(schema.usuario),
    // The profile changes only names and mobile; the rest is the user administration's.
    serverSet: ['dni', 'correo', 'telefono', 'direccion', 'puesto', 'foto', 'rol'],
  },
  {
    name: 'POST /usuario',
    schema: userCreateSchema,
    table: asTable(schema.usuario),
    // The photo's file name is made by the server.
    serverSet: ['foto'],
  },
  {
    name: 'PUT /usuario',
    schema: userUpdateSchema,
    table: asTable(schema.usuario),
    serverSet: ['foto'],
  },
  {
    name: 'POST /alertas',
    schema: alertCreateSchema,
    table: asTable(schema.alerta),
    // The criteria in words and the state are the server's (issue 26).
    serverSet: ['resumen', 'estado'],
  },
  {
    name: 'POST /interesados',
    schema: interestRequestSchema,
    table: asTable(schema.interesado),
    // The lead's pipeline columns are set by the server (origin, assignment, outcome: issue 10).
    serverSet: ['automovil', 'tag', 'origen', 'resultado', 'motivoPerdida'],
  },
  {
    name: 'POST /financiamiento/evaluaciones',
    schema: financingRequestSchema,
    table: asTable(schema.interesado),
    serverSet: ['automovil', 'tag', 'origen', 'resultado', 'motivoPerdida'],
  },
  {
    name: 'POST /financiamiento/evaluaciones (escenario)',
    schema: financingRequestSchema,
    table: asTable(schema.interesadoFinanciamiento),
    // The partner's name comes from the settings; the figures are computed by the server.
    serverSet: ['entidad'],
  },
  {
    name: 'POST /interesados/registro',
    schema: interestedCreateSchema,
    table: asTable(schema.interesado),
    // The car's description comes from the inventory; the outcome from closing.
    serverSet: ['automovil', 'tag', 'resultado', 'motivoPerdida'],
  },
  {
    name: 'PUT /interesados/{id}/cierre',
    schema: interestedCloseSchema,
    table: asTable(schema.interesado),
    serverSet: ['nombreCompleto', 'dni', 'correo', 'celular', 'automovil', 'tag', 'origen'],
  },
  {
    name: 'POST /interesados/{id}/contactos',
    schema: interestedContactSchema,
    table: asTable(schema.interesadoEvento),
    serverSet: ['tipo'],
  },
  {
    name: 'POST /interesados/{id}/notas',
    schema: interestedNoteSchema,
    table: asTable(schema.interesadoEvento),
    serverSet: ['tipo'],
  },
  {
    name: 'POST/PUT /automoviles',
    schema: vehicleFormSchema,
    table: asTable(schema.automovil),
    serverSet: ['estadoDes', 'fotoPrincipal', 'fichatecnica'],
  },
  {
    name: 'POST/PUT /automoviles (propietario)',
    schema: ownerFormSchema,
    table: asTable(schema.cliente),
    serverSet: ['ruc', 'direccion'],
  },
  {
    name: 'POST /accesorios',
    schema: accessoryCreateSchema,
    table: asTable(schema.accesorio),
    serverSet: [],
  },
  {
    name: 'PUT /accesorios/{id}',
    schema: accessoryUpdateSchema,
    table: asTable(schema.accesorio),
    serverSet: [],
  },
  {
    name: 'POST /clientes',
    schema: clientFormSchema,
    table: asTable(schema.cliente),
    serverSet: [],
  },
  {
    name: 'PUT /clientes/{idCliente}',
    schema: clientUpdateSchema,
    table: asTable(schema.cliente),
    serverSet: [],
  },
  {
    name: 'POST /bajas-publicidad',
    schema: marketingWithdrawalRequestSchema,
    table: asTable(schema.solicitudBajaMarketing),
    // Where it came from, its state and who handled it are the server's.
    serverSet: ['origen', 'estado', 'ip'],
  },
  {
    name: 'POST /bajas-publicidad (consent record)',
    schema: marketingWithdrawalRequestSchema,
    table: asTable(schema.consentimiento),
    // The record's texts, version and form are the server's; the DNI lands in `documento`.
    serverSet: ['formulario', 'referenciaTipo', 'documento', 'versionPolitica', 'ip'],
  },
  {
    name: 'POST /reclamos',
    schema: complaintRequestFields,
    table: asTable(schema.complaint),
    // The number, the book, the provider and the establishment come from the server and the settings;
    // the state and the answer's channel from the staff's actions.
    serverSet: [
      'codigo',
      'codigoLibro',
      'razonSocial',
      'ruc',
      'establecimiento',
      'tipoOriginal',
      'estado',
      'respuestaCanal',
    ],
  },
  {
    name: 'POST /reclamos (consentimiento)',
    schema: complaintRequestFields,
    table: asTable(schema.consentimiento),
    serverSet: ['formulario', 'referenciaTipo', 'documento', 'versionPolitica', 'ip'],
  },
  ...[
    { name: 'PUT /libro-reclamaciones/{id}/respuesta', schema: complaintAnswerSchema },
    { name: 'PUT /libro-reclamaciones/{id}/reclasificacion', schema: complaintReclassifySchema },
  ].map((write) => ({
    ...write,
    table: asTable(schema.complaint),
    // Staff write the provider's part only: its texts are text columns and its choices enums.
    serverSet: Object.keys(COLUMN_LENGTHS.complaint),
  })),
  {
    name: 'POST /feriados',
    schema: holidayCreateSchema,
    table: asTable(schema.feriado),
    serverSet: [],
  },
  {
    name: 'POST /vende-tu-auto',
    schema: sellOfferFields,
    table: asTable(schema.sellOffer),
    // The reference is made from the id; the follow-up is the staff's (PUT /ofertas/{id}/estado);
    // the sender's address is the request's, clamped to the column (issue 23).
    serverSet: ['codigo', 'status', 'ipOrigen'],
  },
  {
    name: 'POST /vende-tu-auto (fotos)',
    schema: sellOfferPhotoSchema,
    table: asTable(schema.sellOfferFoto),
    // The stored file's name is made by the server.
    serverSet: ['imagen'],
  },
  {
    name: 'POST /pruebas-de-manejo',
    schema: testDriveBookSchema,
    table: asTable(schema.pruebaManejo),
    // The code is made from the id; the car's description from the inventory; the status and its
    // reason are the cancel's and the staff's (its `motivo` is bounded by COLUMN_LENGTHS itself).
    serverSet: ['codigo', 'automovil', 'status', 'motivo'],
  },
  {
    name: 'POST /auth/login',
    schema: loginRequestSchema,
    table: asTable(schema.loginAttempt),
    serverSet: ['ip'],
  },
  {
    name: 'POST /auth/login (turno de la cuenta)',
    schema: loginRequestSchema,
    table: asTable(schema.loginTurn),
    serverSet: [],
  },
];

/**
 * Tables no client writes yet (their screens come with later issues, which must add their request
 * schemas to WRITES), or that only the server fills.
 */
export const NOT_CLIENT_WRITTEN = new Set([
  'refresh_token',
  // Decision 0044: the key comes in a header bounded by IDEMPOTENCY_KEY_PATTERN (its column's 100);
  // scope, route and fingerprint are the server's.
  'idempotency_key',
  // The limiter's counts: the key is the route and the client address, both the server's.
  'rate_limit',
  // The book's counters: the book code comes from the settings, the number from the server.
  'complaint_book_counter',
  // Issue 23: copies mailed per address and day, counted by the server (the address's hash only).
  'complaint_copy_count',
  'movimiento',
  'correo_saliente',
  'permiso',
  'automovil_foto',
  'vehicle_status_history',
  // Decision 0077: prices the vehicle's save already bounded, ids and dates the server's.
  'vehicle_price_history',
  // Issue 26: the alerts' queue, matches and digest days, written by the server's matcher and digest.
  'inventario_evento',
  'alerta_coincidencia',
  'alerta_envio',
  // Link tables: two integer keys, no text.
  'usuario_permiso',
  'automovil_accesorio',
]);
