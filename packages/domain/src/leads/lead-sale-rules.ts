import { MANAGERS } from '../access/policy';
import type { Role } from '../access/roles';

/**
 * Who sells a car by closing a lead (docs/decisions/0040-lead-sale-flow.md): a manager's 'Vendido'
 * sells at once; an asesor's is a sale awaiting a manager's 'Confirmar venta'.
 */
export function sellsDirectly(rol: Role): boolean {
  return MANAGERS.includes(rol);
}

/** The texts of the sale flow, shared by the screens and the API. */
export const LEAD_SALE_TEXTS = {
  confirm: 'Confirmar venta',
  reject: 'Rechazar venta',
  rejectTitle: '¿Rechazar la venta?',
  rejectMessage: 'El cliente interesado vuelve a seguimiento y el automóvil sigue disponible.',
  askMessage: 'Un administrador o ejecutivo debe confirmar la venta para que el automóvil quede vendido.',
  askConfirm: 'Registrar venta',
  buyerLabel: '¿Quién lo compró?',
  noBuyer: 'Ninguno / venta sin interesado registrado',
  buyersLoading: 'Cargando interesados...',
  buyersFailed: 'No se pudieron cargar los interesados del vehículo',
  /** What the sale does to the car's open leads that did not buy (`others` with a buyer chosen). */
  othersLost: (count: number, others: boolean) =>
    count === 1
      ? `Su ${others ? 'otro ' : ''}interesado abierto quedará perdido («Vendido a otro cliente») y su asesor recibirá un aviso.`
      : `Sus ${others ? 'otros ' : ''}${count} interesados abiertos quedarán perdidos («Vendido a otro cliente») y sus asesores recibirán un aviso.`,
  buyerNotOpen: 'El interesado elegido no está abierto para este vehículo',
  pendingSale: 'Venta por confirmar',
} as const;
