import type { InspectionSite } from '@motorplaza/domain/offers/sell-offer-rules';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import type { TestDriveStatus, TestDriveView } from '@motorplaza/domain/test-drives/test-drive.schema';
import { placeOf } from '../offers/seller-mail';
import type { TestDriveRow } from './test-drive.repository';

/** What the buyer's look-up shows: the drive, never the contact data. */
export function testDriveView(
  row: TestDriveRow,
  oficinas: SiteSettings['oficinas'],
  sedes: InspectionSite[],
  now: Date,
): TestDriveView {
  const place = placeOf(oficinas, row.sede as InspectionSite);
  return {
    codigo: row.codigo,
    estado: row.status as TestDriveStatus,
    idAuto: row.idAuto,
    auto: row.automovil,
    sede: row.sede as InspectionSite,
    sedes,
    tienda: place.tienda,
    direccion: place.direccion || null,
    inicio: row.inicio.toISOString(),
    motivo: row.motivo,
    puedeCambiar: row.status === 'PROGRAMADA' && row.inicio.getTime() > now.getTime(),
    version: row.version,
  };
}
