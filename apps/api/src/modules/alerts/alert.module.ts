import type { FastifyInstance } from 'fastify';
import { alertRoutes } from './alert.routes';
import type { AlertService } from './alert.service';

/** /alertas: 'Avísame cuando llegue' (issue 26; docs/decisions/0083-catalogue-alerts.md). */
export async function registerAlertModule(api: FastifyInstance, { alerts }: { alerts: AlertService }) {
  await api.register(alertRoutes, { alerts });
}
