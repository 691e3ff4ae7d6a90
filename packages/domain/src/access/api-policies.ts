import type { Permission } from './permissions';
import { ADMIN_ONLY, MANAGERS, type Policy, PUBLIC, rolesPolicy, STAFF } from './policy';

/**
 * The policy of every API operation. A route names its operation in `config.operation`; the API
 * denies any route whose operation is not listed here, and the authorization-matrix test calls
 * every registered route as each role, and as each role stripped of each permission, against this
 * table. Roles come from the spec's route table (spec 001 §6); the named permission each operation
 * also needs is decision 0017 (docs/decisions/0017-permissions-that-decide.md).
 */
const staffWith = (...permissions: Permission[]) => rolesPolicy(STAFF, permissions);
const managersWith = (...permissions: Permission[]) => rolesPolicy(MANAGERS, permissions);
const adminWith = (...permissions: Permission[]) => rolesPolicy(ADMIN_ONLY, permissions);

export const API_POLICIES = {
  'health.check': PUBLIC,
  'docs.read': PUBLIC,
  'media.read': PUBLIC,
  'web.render': PUBLIC,
  'api.notFound': PUBLIC,
  'auth.login': PUBLIC,
  'auth.refresh': PUBLIC,
  'auth.logout': PUBLIC,
  'auth.profile.read': rolesPolicy(STAFF),
  // The session as it is now (decision 0044): what the open tabs follow.
  'auth.session.read': rolesPolicy(STAFF),
  'auth.profile.update': rolesPolicy(STAFF),
  'settings.read': PUBLIC,
  'catalog.list': PUBLIC,
  'catalog.columns': PUBLIC,
  'catalog.vehicle': PUBLIC,
  'catalog.selection': PUBLIC,
  'interest.create': PUBLIC,
  // 'Solicitar evaluación' (issue 26): the public credit evaluation request, a lead like 'Estoy interesado'.
  'financing.request': PUBLIC,
  // 'Avísame cuando llegue' (issue 26): public; the signed links are the authority on an alert.
  'alert.create': PUBLIC,
  'alert.confirm': PUBLIC,
  'alert.list': PUBLIC,
  'alert.delete': PUBLIC,
  'alert.deleteAll': PUBLIC,
  'alert.oneClick': PUBLIC,
  // Interested clients (spec 001 §2.6, §6; decision 0023): every staff role reads, the writes need
  // GESTIONAR_INTERESADOS, the export source EXPORTAR_DATOS (decision 0017).
  'interested.list': rolesPolicy(STAFF),
  'interested.read': rolesPolicy(STAFF),
  'interested.all': staffWith('EXPORTAR_DATOS'),
  'interested.create': staffWith('GESTIONAR_INTERESADOS'),
  'interested.state': staffWith('GESTIONAR_INTERESADOS'),
  'interested.assign': staffWith('GESTIONAR_INTERESADOS'),
  'interested.contact': staffWith('GESTIONAR_INTERESADOS'),
  'interested.close': staffWith('GESTIONAR_INTERESADOS'),
  'interested.note': staffWith('GESTIONAR_INTERESADOS'),
  // Decision 0040: an asesor's sale waits for a manager's confirmation.
  'interested.confirmSale': managersWith('GESTIONAR_INTERESADOS'),
  'interested.rejectSale': managersWith('GESTIONAR_INTERESADOS'),
  // Marketing withdrawals (decision 0029): anyone withdraws; ADMIN and EJECUTIVO holding
  // GESTIONAR_INTERESADOS read and handle the requests, the export source also needs EXPORTAR_DATOS.
  'marketingWithdrawal.create': PUBLIC,
  'marketingWithdrawal.link': PUBLIC,
  // The mail program's one-click button (RFC 8058) and the same address opened in a browser.
  'marketingWithdrawal.oneClick': PUBLIC,
  'marketingWithdrawal.oneClickPage': PUBLIC,
  'marketingWithdrawal.page': managersWith('GESTIONAR_INTERESADOS'),
  'marketingWithdrawal.all': managersWith('GESTIONAR_INTERESADOS', 'EXPORTAR_DATOS'),
  'marketingWithdrawal.handle': managersWith('GESTIONAR_INTERESADOS'),
  // Sell your car (issue 12; decision 0027): the public form and its slots; every staff role reads the
  // offers and their photos (never public), ADMIN and EJECUTIVO holding GESTIONAR_INVENTARIO act on
  // them, as on the inventory they feed ('Crear vehículo' is vehicle.create).
  'sellOffer.create': PUBLIC,
  'sellOffer.schedule': PUBLIC,
  // The seller's look-up, move and cancel, by reference and DNI (decision 0043).
  'sellOffer.lookup': PUBLIC,
  'sellOffer.reschedule': PUBLIC,
  'sellOffer.cancel': PUBLIC,
  // The seller confirms a held offer through the e-mail's signed link (issue 23).
  'sellOffer.confirm': PUBLIC,
  // Test drives (issue 26): the public booking, look-up, move and cancel by code and DNI; the staff's
  // day view is read by every role that sees leads, 'Realizada' / 'No asistió' need GESTIONAR_INTERESADOS.
  'testDrive.schedule': PUBLIC,
  'testDrive.book': PUBLIC,
  'testDrive.lookup': PUBLIC,
  'testDrive.reschedule': PUBLIC,
  'testDrive.cancel': PUBLIC,
  'testDrive.day': rolesPolicy(STAFF),
  'testDrive.outcome': staffWith('GESTIONAR_INTERESADOS'),
  'sellOffer.list': rolesPolicy(STAFF),
  'sellOffer.read': rolesPolicy(STAFF),
  'sellOffer.photo': rolesPolicy(STAFF),
  'sellOffer.all': staffWith('EXPORTAR_DATOS'),
  'sellOffer.state': managersWith('GESTIONAR_INVENTARIO'),
  'seo.sitemap': PUBLIC,
  'seo.robots': PUBLIC,
  'seo.securityTxt': PUBLIC,
  'settings.update': rolesPolicy(ADMIN_ONLY),
  'usuario.permisos': PUBLIC,
  'usuario.staff': rolesPolicy(STAFF),
  // The movements log (decision 0018); its export source also needs EXPORTAR_DATOS (decision 0017).
  'usuario.logs': adminWith('VER_MOVIMIENTOS'),
  'usuario.logs.users': adminWith('VER_MOVIMIENTOS'),
  'usuario.logs.export': adminWith('VER_MOVIMIENTOS', 'EXPORTAR_DATOS'),
  // User administration (spec 001 §2.8, §7): ADMIN with GESTIONAR_USUARIOS; the export source also
  // needs EXPORTAR_DATOS. The own password is every signed-in user's.
  'usuario.page': adminWith('GESTIONAR_USUARIOS'),
  'usuario.all': adminWith('GESTIONAR_USUARIOS', 'EXPORTAR_DATOS'),
  'usuario.find': adminWith('GESTIONAR_USUARIOS'),
  'usuario.last': adminWith('GESTIONAR_USUARIOS'),
  'usuario.read': adminWith('GESTIONAR_USUARIOS'),
  'usuario.permisos.detalle': adminWith('GESTIONAR_USUARIOS'),
  'usuario.create': adminWith('GESTIONAR_USUARIOS'),
  'usuario.update': adminWith('GESTIONAR_USUARIOS'),
  'usuario.delete': adminWith('GESTIONAR_USUARIOS'),
  'usuario.state': adminWith('GESTIONAR_USUARIOS'),
  'usuario.bulkState': adminWith('GESTIONAR_USUARIOS'),
  'usuario.password': rolesPolicy(STAFF),
  // Vehicle inventory (spec 001 §2.1, §6; docs/decisions/0011 and 0017).
  'vehicle.list': staffWith('VER_INVENTARIO'),
  // The whole filtered list is the export source (decisions 0017, 0034).
  'vehicle.all': staffWith('VER_INVENTARIO', 'EXPORTAR_DATOS'),
  'vehicle.statusReport': staffWith('VER_INVENTARIO'),
  'vehicle.options': staffWith('VER_INVENTARIO'),
  'vehicle.read': staffWith('VER_INVENTARIO'),
  'vehicle.revision': staffWith('VER_INVENTARIO'),
  'vehicle.create': managersWith('GESTIONAR_INVENTARIO'),
  'vehicle.update': managersWith('GESTIONAR_INVENTARIO'),
  'vehicle.changeStatus': managersWith('GESTIONAR_INVENTARIO'),
  'vehicle.openLeads': managersWith('GESTIONAR_INVENTARIO'),
  'vehicle.archive': managersWith('GESTIONAR_INVENTARIO'),
  'vehicle.archived': adminWith('GESTIONAR_INVENTARIO'),
  'vehicle.restore': adminWith('GESTIONAR_INVENTARIO'),
  // The vehicle form's owner look-up by DNI (owner data goes with managing the inventory).
  'client.findByDni': managersWith('GESTIONAR_INVENTARIO'),
  // Accessories (spec 001 §2.4, §6; decision 0021): every staff role reads them (the screen is open to
  // STAFF); ADMIN and EJECUTIVO holding GESTIONAR_ACCESORIOS write them.
  'accessory.page': rolesPolicy(STAFF),
  'accessory.options': rolesPolicy(STAFF),
  'accessory.read': rolesPolicy(STAFF),
  'accessory.create': managersWith('GESTIONAR_ACCESORIOS'),
  'accessory.update': managersWith('GESTIONAR_ACCESORIOS'),
  'accessory.delete': managersWith('GESTIONAR_ACCESORIOS'),
  // Registered clients (spec 001 §2.5, §6: /admin/clientes is ADMIN only; decisions 0017, 0022); the
  // full list is the export source and also needs EXPORTAR_DATOS.
  'client.page': adminWith('VER_CLIENTES'),
  'client.all': adminWith('VER_CLIENTES', 'EXPORTAR_DATOS'),
  'client.read': adminWith('VER_CLIENTES'),
  'client.create': adminWith('VER_CLIENTES'),
  'client.update': adminWith('VER_CLIENTES'),
  // Reports (spec 000 §2 "Reports", §6: ADMIN and EJECUTIVO; decisions 0017, 0024).
  'report.dashboard': managersWith('VER_REPORTES'),
  'report.sales': managersWith('VER_REPORTES'),
  'report.status': managersWith('VER_REPORTES'),
  'report.clients': managersWith('VER_REPORTES'),
  'report.topBrands': managersWith('VER_REPORTES'),
  'report.inventory': managersWith('VER_REPORTES'),
  'report.funnel': managersWith('VER_REPORTES'),
  // The complaints book (docs/decisions/0028): visitors file sheets, download their PDF with the signed
  // link and look up their status; ADMIN and EJECUTIVO handle the book (asesores neither see nor read
  // it); the export source also needs EXPORTAR_DATOS. Holidays, which move every term, are ADMIN's.
  'complaint.create': PUBLIC,
  'complaint.lookup': PUBLIC,
  'complaint.pdf': PUBLIC,
  'complaint.list': rolesPolicy(MANAGERS),
  'complaint.all': managersWith('EXPORTAR_DATOS'),
  'complaint.read': rolesPolicy(MANAGERS),
  'complaint.pdfLink': rolesPolicy(MANAGERS),
  'complaint.attend': rolesPolicy(MANAGERS),
  'complaint.answer': rolesPolicy(MANAGERS),
  'complaint.reclassify': rolesPolicy(MANAGERS),
  'holiday.list': rolesPolicy(ADMIN_ONLY),
  'holiday.create': rolesPolicy(ADMIN_ONLY),
  'holiday.delete': rolesPolicy(ADMIN_ONLY),
} as const satisfies Record<string, Policy>;

export type OperationId = keyof typeof API_POLICIES;

export function policyOf(operation: string | undefined): Policy | undefined {
  return operation !== undefined && Object.hasOwn(API_POLICIES, operation)
    ? API_POLICIES[operation as OperationId]
    : undefined;
}
