import { sitemapPaths } from '@motorplaza/domain/access/web-routes';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { type EncodedBody, encodeBody, sendEncoded } from '../../lib/encoded-body';
import { listSitemapVehicles } from '../catalog/catalog.repository';
import type { CatalogService } from '../catalog/catalog.service';

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `/sitemap.xml` (every built public page and available vehicle) and `/robots.txt` (keeps /admin out). */
export const seoRoutes: FastifyPluginAsync<{ db: Db; catalog: CatalogService; publicUrl: string }> = async (
  app,
  { db, catalog, publicUrl },
) => {
  async function buildSitemap(): Promise<EncodedBody> {
    const pages = sitemapPaths().map((path) => `<url><loc>${escapeXml(publicUrl + path)}</loc></url>`);
    const vehicles = (await listSitemapVehicles(db)).map(
      (vehicle) =>
        `<url><loc>${escapeXml(`${publicUrl}/info-auto/${vehicle.idAuto}`)}</loc><lastmod>${vehicle.fechaUltimaMod.toISOString()}</lastmod></url>`,
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...pages, ...vehicles].join('\n')}\n</urlset>\n`;
    return encodeBody(xml);
  }

  // Built once per inventory change, like the catalogue: a request never walks the whole inventory.
  let built: { generation: number; body: Promise<EncodedBody> } | undefined;
  app.get(
    '/sitemap.xml',
    { config: { operation: 'seo.sitemap' }, schema: { hide: true } },
    async (request, reply) => {
      const generation = catalog.generation();
      if (built?.generation !== generation) {
        const body = buildSitemap();
        built = { generation, body };
        body.catch(() => {
          if (built?.body === body) built = undefined;
        });
      }
      return sendEncoded(
        request,
        reply,
        await built.body,
        'application/xml; charset=utf-8',
        'public, max-age=3600',
      );
    },
  );

  app.get(
    '/robots.txt',
    { config: { operation: 'seo.robots' }, schema: { hide: true } },
    async (_request, reply) => {
      // No leading `Allow: /`: a first-match reader (the original 1994 convention, still in use) would
      // stop at it and read /admin as allowed. What is not disallowed is allowed under RFC 9309 and
      // under first-match alike (docs/decisions/0072-robots-without-allow-all.md).
      const body = [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /api/',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ];
      return reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .send(body.join('\n'));
    },
  );
};
