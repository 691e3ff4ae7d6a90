import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVACY_POLICY_VERSION } from '@motorplaza/domain/legal/consent';
import { policyVersionLabel } from '@motorplaza/domain/legal/consent-record.schema';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoHydrated } from './hydration';

/** An e-mail no other test uses. */
const uniqueEmail = (who: string) => `${who}.${Date.now()}${Math.floor(Math.random() * 1000)}@correo.pe`;

/**
 * A link as a marketing e-mail carries it, signed with the server's own secret (generated into its
 * data directory, decision 0029), so the page is tested with a real token.
 */
async function unsubscribeLink(correo: string): Promise<string> {
  const dataDir = path.join(import.meta.dirname, '..', `.data-${process.env.E2E_PORT ?? 3199}`);
  const secret = (await readFile(path.join(dataDir, 'unsubscribe-secret'), 'utf8')).trim();
  const signature = createHmac('sha256', secret)
    .update(`motorplaza:baja-publicidad:v1:${correo}`)
    .digest('base64url');
  const token = `${Buffer.from(correo).toString('base64url')}.${signature}`;
  return `/baja-de-publicidad?${new URLSearchParams({ token })}`;
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor stops marketing from the privacy policy with the form, checked on both sides', async ({
    page,
  }) => {
    await gotoHydrated(page, '/politicas-de-privacidad');
    await expect(page).toHaveTitle('Política de Privacidad | MotorPlaza');
    // The policy's date is the version every consent record names.
    await expect(
      page.getByText(`Última actualización: ${policyVersionLabel(PRIVACY_POLICY_VERSION)}`),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Contenido' })
      .getByRole('link', { name: /Dejar de recibir publicidad$/ })
      .click();
    await expect(page).toHaveURL(/#baja-publicidad$/);
    const form = page.getByRole('form', { name: 'Dejar de recibir publicidad' });
    await expect(form).toBeInViewport();
    await noHorizontalScroll(page);

    await form.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await form.getByLabel('DNI (opcional)').fill('123');
    await form.getByRole('button', { name: 'Dejar de recibir publicidad' }).click();
    await expect(form.getByText('Por favor ingresa un correo válido')).toBeVisible();
    await expect(form.getByText('El DNI debe tener 8 dígitos')).toBeVisible();
    await expect(form.getByLabel('Correo electrónico')).toBeFocused();
    await expectNoAxeViolations(page);

    await form.getByLabel('Correo electrónico').fill(uniqueEmail('visitante'));
    await form.getByLabel('DNI (opcional)').fill('');
    await form.getByRole('button', { name: 'Dejar de recibir publicidad' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Solicitud registrada' });
    await expect(done).toContainText('desde ahora no te enviaremos publicidad');
    await expect(done).toBeFocused();
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });

  test('the link of a marketing e-mail shows whose it is and withdraws with one click; a bad one says so', async ({
    page,
  }) => {
    const correo = uniqueEmail('enlace');
    await gotoHydrated(page, await unsubscribeLink(correo));
    await expect(page).toHaveTitle('Dejar de recibir publicidad | MotorPlaza');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dejar de recibir publicidad');
    await expect(page.getByText(`${correo.slice(0, 1)}•••@correo.pe`)).toBeVisible();
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirmar baja' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Baja confirmada' });
    await expect(done).toContainText('Listo: desde ahora no te enviaremos publicidad a este correo.');
    await expect(done).toBeFocused();
    await expectNoAxeViolations(page);

    // A signature that is not the server's: refused on the click, with the way to the form.
    const forged = (await unsubscribeLink(correo)).replace(/.{4}$/, 'AAAA');
    await gotoHydrated(page, forged);
    await page.getByRole('button', { name: 'Confirmar baja' }).click();
    const refused = page.getByRole('alert');
    await expect(refused).toContainText('El enlace de baja no es válido o está incompleto.');
    await refused.getByRole('link', { name: 'Ir al formulario de baja' }).click();
    await expect(page).toHaveURL(/\/politicas-de-privacidad#baja-publicidad$/);

    // A token that is not even well formed: no button, the message at once.
    await page.goto('/baja-de-publicidad?token=roto');
    await expect(page.getByRole('alert')).toContainText('El enlace de baja no es válido');
    await expect(page.getByRole('button', { name: 'Confirmar baja' })).toHaveCount(0);
  });
});

test("the mail program's one-click button posts to the same link and withdraws without the page, which a browser still gets", async ({
  page,
  request,
}) => {
  const link = await unsubscribeLink(uniqueEmail('un-clic'));
  // What a mail provider's server sends (RFC 8058): no cookie, no Origin, the form field alone.
  const oneClick = await request.post(link, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.json()).toEqual({
    success: true,
    message: 'Listo: desde ahora no te enviaremos publicidad a este correo.',
  });
  // A webmail posting from its own site, and a repeat: the signed token is the only authority.
  const again = await request.post(link, {
    form: { 'List-Unsubscribe': 'One-Click' },
    headers: { origin: 'https://webmail.example.com', 'sec-fetch-site': 'cross-site' },
  });
  expect(again.status()).toBe(200);
  const wrong = await request.post(link, { form: { 'List-Unsubscribe': 'Otra-Cosa' } });
  expect(wrong.status()).toBe(400);
  // The address opened in a browser is still the page that asks for the click.
  await gotoHydrated(page, link);
  await expect(page).toHaveTitle('Dejar de recibir publicidad | MotorPlaza');
  await expect(page.getByRole('button', { name: 'Confirmar baja' })).toBeVisible();
});
