import type {
  ComplaintCurrency,
  ComplaintGood,
  ComplaintKind,
} from '@motorplaza/domain/complaints/complaint-texts';

export interface Sheet {
  /** As the consumer filed it. */
  tipo: ComplaintKind;
  bien: ComplaintGood;
  /** `{auto}` becomes a car of the scale models ('Toyota Corolla 2019'). */
  descripcion: string;
  detalle: string;
  pedido: string;
  respuesta: string;
  monto: [currency: ComplaintCurrency, min: number, max: number] | null;
  /** A queja whose content is a reclamo: why staff re-classify it. */
  motivo: string | null;
  peso: number;
}

/** What a used-car dealer's book holds; the first ones are the demo seed's (demo-requests.ts). */
export const SHEETS: Sheet[] = [
  {
    tipo: 'RECLAMO',
    bien: 'PRODUCTO',
    descripcion: '{auto} comprado en la tienda.',
    detalle:
      'A la semana de la compra se encendió la luz de check engine. El vehículo se entregó como revisado.',
    pedido: 'Solicito la reparación sin costo o la devolución de lo gastado en el diagnóstico.',
    respuesta:
      'Revisamos el vehículo en nuestro taller y se cambió el sensor de oxígeno sin costo para usted.',
    monto: ['PEN', 300, 1500],
    motivo: null,
    peso: 12,
  },
  {
    tipo: 'QUEJA',
    bien: 'SERVICIO',
    descripcion: 'Cita de prueba de manejo en la tienda.',
    detalle: 'Llegué a la cita de prueba de manejo a la hora acordada y esperé más de 40 minutos.',
    pedido: 'Que se respeten los horarios de las citas.',
    respuesta: 'Lamentamos la demora. Reforzamos la agenda de citas para que cada asesor tenga su horario.',
    monto: null,
    motivo: null,
    peso: 14,
  },
  {
    tipo: 'RECLAMO',
    bien: 'SERVICIO',
    descripcion: 'Trámite de transferencia vehicular incluido en la compra del {auto}.',
    detalle:
      'La transferencia demoró más de un mes y tuve que pagar una papeleta por circular sin tarjeta de propiedad.',
    pedido: 'Solicito el reembolso de la papeleta.',
    respuesta: 'Se reembolsó el monto de la papeleta y se le entregó la tarjeta de propiedad.',
    monto: ['PEN', 100, 600],
    motivo: null,
    peso: 10,
  },
  {
    tipo: 'QUEJA',
    bien: 'SERVICIO',
    descripcion: 'Atención telefónica de la tienda.',
    detalle:
      'Llamé tres veces para saber el estado de mi financiamiento y nadie me devolvió la llamada prometida.',
    pedido: 'Que me informen por escrito el estado de mi solicitud de crédito.',
    respuesta:
      'Le enviamos por escrito el estado de su solicitud; un asesor queda a cargo de su seguimiento.',
    monto: null,
    motivo: null,
    peso: 12,
  },
  {
    tipo: 'RECLAMO',
    bien: 'PRODUCTO',
    descripcion: '{auto} separado con adelanto.',
    detalle:
      'Separé el vehículo con un adelanto y luego me informaron que ya había sido vendido a otra persona.',
    pedido: 'Solicito la devolución inmediata del adelanto.',
    respuesta: 'Se devolvió el adelanto completo por transferencia y le ofrecimos unidades similares.',
    monto: ['USD', 500, 2000],
    motivo: null,
    peso: 8,
  },
  {
    tipo: 'RECLAMO',
    bien: 'PRODUCTO',
    descripcion: '{auto} comprado como seminuevo.',
    detalle:
      'Al recoger el auto noté rayones en la puerta y una llanta gastada que no figuraban en el acta de inspección.',
    pedido: 'Solicito que se reparen los rayones y se cambie la llanta.',
    respuesta: 'Se reparó la pintura de la puerta en nuestro taller y se cambió la llanta sin costo.',
    monto: ['PEN', 200, 900],
    motivo: null,
    peso: 10,
  },
  {
    tipo: 'QUEJA',
    bien: 'SERVICIO',
    descripcion: 'Atención en la tienda.',
    detalle:
      'El asesor que me atendió fue descortés y no quiso mostrarme el auto que vi publicado en la página web.',
    pedido: 'Que se capacite al personal y que me atienda otro asesor.',
    respuesta: 'Pedimos disculpas por la atención. Hablamos con el asesor y otra persona atenderá su visita.',
    monto: null,
    motivo: null,
    peso: 10,
  },
  {
    tipo: 'QUEJA',
    bien: 'SERVICIO',
    descripcion: 'Entrega del {auto}.',
    detalle:
      'Me entregaron el auto sin el SOAT vigente que se ofreció con la compra y tuve que comprarlo por mi cuenta.',
    pedido: 'Solicito que me devuelvan lo que pagué por el SOAT.',
    respuesta: 'Se le reembolsó el costo del SOAT, que estaba incluido en la compra.',
    monto: ['PEN', 80, 400],
    motivo:
      'La disconformidad es sobre un servicio incluido en la compra (el SOAT), no sobre la atención: es un reclamo.',
    peso: 8,
  },
  {
    tipo: 'QUEJA',
    bien: 'PRODUCTO',
    descripcion: '{auto} publicado en la página web.',
    detalle:
      'El precio publicado en la página web era menor al que me cotizaron en la tienda por el mismo auto.',
    pedido: 'Que se respete el precio publicado.',
    respuesta: 'El precio de la web estaba vigente ese día y se le respetó en la compra.',
    monto: null,
    motivo: 'Se refiere al precio ofrecido por un producto, no a la atención: es un reclamo.',
    peso: 6,
  },
  {
    tipo: 'RECLAMO',
    bien: 'SERVICIO',
    descripcion: 'Inspección de mi auto reservada en «Vende tu auto».',
    detalle:
      'Llegué a la inspección reservada para vender mi auto y me dijeron que no había quién la hiciera.',
    pedido: 'Que se reprograme la inspección en un horario de mi elección.',
    respuesta: 'Se reprogramó la inspección con prioridad y se le atendió a la hora que eligió.',
    monto: null,
    motivo: null,
    peso: 10,
  },
];
