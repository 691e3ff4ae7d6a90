import { DEFAULT_FINANCING } from '../financing/financing-params';
import type { SiteSettings } from './site-settings.schema';
import { DEFAULT_WHATSAPP_MESSAGE } from './whatsapp';

/** The settings a new installation starts with; an administrator edits them later. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  nombreEmpresa: 'MotorPlaza',
  razonSocial: 'MotorPlaza Perú S.A.C.',
  ruc: '20612345671',
  telefono: '(01) 640-2500',
  whatsapp: '51987654321',
  correo: 'ventas@motorplaza.pe',
  facebookUrl: 'https://www.facebook.com/motorplazaperu',
  instagramUrl: 'https://www.instagram.com/motorplazaperu',
  tiktokUrl: 'https://www.tiktok.com/@motorplazaperu',
  youtubeUrl: null,
  // spec 000 §1: Monday to Friday 9:00 to 18:00, Saturday 9:00 to 17:00, Sunday closed.
  horarios: [
    { dias: 'Lunes a Viernes', horas: '9:00 a 18:00' },
    { dias: 'Sábado', horas: '9:00 a 17:00' },
    { dias: 'Domingo', horas: 'Cerrado' },
  ],
  oficinas: [
    {
      nombre: 'Tienda San Isidro',
      direccion: 'Av. Javier Prado Este 1250',
      distrito: 'San Isidro, Lima',
      mapaUrl: 'https://www.google.com/maps/search/?api=1&query=Av.+Javier+Prado+Este+1250+San+Isidro',
      latitud: -12.09136,
      longitud: -77.02155,
    },
    {
      nombre: 'Tienda Santiago de Surco',
      direccion: 'Av. Primavera 1870',
      distrito: 'Santiago de Surco, Lima',
      mapaUrl: 'https://www.google.com/maps/search/?api=1&query=Av.+Primavera+1870+Santiago+de+Surco',
      latitud: -12.11214,
      longitud: -76.98542,
    },
  ],
  tipoCambio: 3.75,
  mensajeWhatsapp: DEFAULT_WHATSAPP_MESSAGE,
  financiamiento: DEFAULT_FINANCING,
};
