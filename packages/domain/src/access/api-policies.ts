import { ADMIN_ONLY, MANAGERS, type Policy, PUBLIC, rolesPolicy, STAFF } from './policy';

/**
 * The policy of every API operation. A route names its operation in `config.operation`; the API
 * denies any route whose operation is not listed here, and the authorization-matrix test calls
 * every registered route as each role against this table.
 */
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
  'auth.profile.update': rolesPolicy(STAFF),
  'settings.read': PUBLIC,
  'catalog.list': PUBLIC,
  'catalog.vehicle': PUBLIC,
  'interest.create': PUBLIC,
  'seo.sitemap': PUBLIC,
  'seo.robots': PUBLIC,
  'settings.update': rolesPolicy(ADMIN_ONLY),
  'usuario.permisos': PUBLIC,
  'usuario.staff': rolesPolicy(STAFF),
  'usuario.logs': rolesPolicy(ADMIN_ONLY),
  'usuario.logs.export': rolesPolicy(ADMIN_ONLY),
  'usuario.logs.users': rolesPolicy(ADMIN_ONLY),
  // Vehicle inventory (spec 001 §2.1, §6; docs/decisions/0011).
  'vehicle.list': rolesPolicy(STAFF),
  'vehicle.statusReport': rolesPolicy(STAFF),
  'vehicle.options': rolesPolicy(STAFF),
  'vehicle.read': rolesPolicy(STAFF),
  'vehicle.revision': rolesPolicy(STAFF),
  'vehicle.create': rolesPolicy(MANAGERS),
  'vehicle.update': rolesPolicy(MANAGERS),
  'vehicle.changeStatus': rolesPolicy(MANAGERS),
  'vehicle.archive': rolesPolicy(MANAGERS),
  'vehicle.archived': rolesPolicy(ADMIN_ONLY),
  'vehicle.restore': rolesPolicy(ADMIN_ONLY),
  'client.findByDni': rolesPolicy(MANAGERS),
} as const satisfies Record<string, Policy>;

export type OperationId = keyof typeof API_POLICIES;

export function policyOf(operation: string | undefined): Policy | undefined {
  return operation !== undefined && Object.hasOwn(API_POLICIES, operation)
    ? API_POLICIES[operation as OperationId]
    : undefined;
}
