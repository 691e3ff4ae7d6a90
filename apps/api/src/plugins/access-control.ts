import { policyOf } from '@motorplaza/domain/access/api-policies';
import { decide } from '@motorplaza/domain/access/policy';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../lib/http-error';

/**
 * Deny by default: every route must name an operation whose policy is declared in
 * packages/domain/src/access/api-policies.ts. A route without one answers 403 to everybody
 * (401 to visitors), and the authorization-matrix test fails on it.
 */
export default fp(async function accessControl(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });

  app.addHook('onRequest', async (request) => {
    if (request.is404) return; // nothing to protect: the JSON 404 answers
    const operation = request.routeOptions.config.operation;
    const decision = decide(policyOf(operation), request.user);
    if (decision === 'unauthenticated') throw unauthenticated();
    if (decision === 'forbidden') throw forbidden();
  });
});
