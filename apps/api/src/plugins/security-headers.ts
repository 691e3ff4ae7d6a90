import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type WithNonce = { cspNonce?: { script: string } };
type RawWithNonce = { cspNonce?: string };

/**
 * Helmet's headers with a Content-Security-Policy the web app passes: scripts only from this origin
 * or carrying the per-request nonce (React Router's inline hydration data); inline styles allowed
 * because Mantine sets style attributes, which nonces cannot cover.
 */
export default fp(async function securityHeaders(app: FastifyInstance, options: { https: boolean }) {
  // Runs before helmet's own hook, whose directive functions only see the raw response.
  app.addHook('onRequest', async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    (reply as unknown as WithNonce).cspNonce = { script: nonce };
    (reply.raw as unknown as RawWithNonce).cspNonce = nonce;
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as RawWithNonce).cspNonce ?? ''}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    // Links shared to WhatsApp/Facebook open our pages from other sites.
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: options.https,
  });
});
