import type { FastifyPluginAsync } from 'fastify';
import type { SettingsService } from '../settings/settings.service';

/** RFC 9116 §2.5.5: Expires is at most a year ahead; a day-old copy stays well within it. */
const EXPIRES_DAYS = 180;

/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability. The contact is the site
 * settings' e-mail, so it follows the company's address without a deploy; Expires is computed on each
 * answer (half a year ahead), so the file never goes stale; Canonical is PUBLIC_URL's.
 */
export const securityTxtRoutes: FastifyPluginAsync<{
  settings: SettingsService;
  publicUrl: string;
  now?: () => Date;
}> = async (app, { settings, publicUrl, now = () => new Date() }) => {
  app.get(
    '/.well-known/security.txt',
    { config: { operation: 'seo.securityTxt' }, schema: { hide: true } },
    async (_request, reply) => {
      const { correo } = await settings.get();
      const expires = new Date(now().getTime() + EXPIRES_DAYS * 86_400_000);
      expires.setUTCHours(0, 0, 0, 0);
      const body = [
        `Contact: mailto:${correo}`,
        `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
        'Preferred-Languages: es, en',
        `Canonical: ${publicUrl}/.well-known/security.txt`,
        '',
      ];
      return reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(body.join('\n'));
    },
  );
};
