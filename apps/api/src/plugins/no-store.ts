import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every API answer is `Cache-Control: no-store` unless its route says otherwise (issue 23): the API
 * answers with personal data (a client, a lead, an offer, a sheet, a user, a profile, every export),
 * and a browser's or a proxy's cache must keep none of it. The few public answers meant to be cached
 * (the catalogue, media, the sheet's PDF) set their own header, which this leaves alone.
 */
const noStore: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
};

export default fp(noStore, { name: 'no-store' });
