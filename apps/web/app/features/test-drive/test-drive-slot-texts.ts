import { TEST_DRIVE_CHECKLIST } from '@motorplaza/domain/test-drives/test-drive.schema';
import type { SlotTexts } from '../sell/slot-picker';

/** The slot picker's words for a test drive. */
export const TEST_DRIVE_SLOT_TEXTS: SlotTexts = {
  loading: 'Cargando horarios de prueba de manejo...',
  site: '¿En qué tienda manejas el auto?',
  siteDescription: 'La prueba dura unos 30 minutos, acompañado por un asesor.',
  when: 'Día y hora de la prueba',
};

/** 'tu DNI (o carné de extranjería) y tu licencia de conducir vigente' */
export const bringList = () =>
  TEST_DRIVE_CHECKLIST.map((item) => item.charAt(0).toLowerCase() + item.slice(1)).join(' y ');
