import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const PAGES = [
  {
    path: '/terminos-y-condiciones',
    title: 'Términos y Condiciones',
    sections: ['Precios y disponibilidad', 'Fotos y descripciones', 'Financiamiento', 'Ofertas por tu auto'],
  },
  {
    path: '/politicas-de-privacidad',
    title: 'Política de Privacidad',
    sections: ['Quién es responsable de tus datos', 'Tus derechos', 'Cookies', 'Menores de edad'],
  },
] as const;

for (const legal of PAGES) {
  test(`${legal.path} has its own title, dated and navigable sections, the company data and no axe violations`, async ({
    page,
  }) => {
    await page.goto(legal.path);
    await expect(page).toHaveTitle(`${legal.title} | MotorPlaza`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.getByText(/^Última actualización: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

    const main = page.locator('#contenido');
    for (const section of legal.sections) {
      await expect(
        main.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${section}$`) }),
      ).toBeVisible();
    }
    // Company data comes from the site settings.
    await expect(main.getByText('MotorPlaza Perú S.A.C.').first()).toBeVisible();
    await expect(main.getByText('20612345671')).toBeVisible();

    // Every entry of the table of contents points at a heading of the page.
    const toc = page.getByRole('navigation', { name: 'Contenido' });
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThan(5);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      await expect(page.locator(`:is(h2, h3)${href}`)).toHaveCount(1);
    }
    await links.nth(2).click();
    const target = await links.nth(2).getAttribute('href');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target ?? '')).toBeInViewport();

    await expectNoAxeViolations(page);
  });
}

test("the interest form's consent box links to the interested buyers' section of the privacy policy", async ({
  page,
  request,
}) => {
  const list: { idAuto: number }[] = (await (await request.get('/api/v1/catalogo')).json()).data.automoviles;
  await page.goto(`/info-auto/${list[0]?.idAuto}`);
  const link = page
    .getByRole('form', { name: 'Estoy interesado' })
    .getByRole('link', { name: 'política de privacidad' });
  await expect(link).toHaveAttribute('href', '/politicas-de-privacidad#banco-interesados');
  await expect(link).toHaveAttribute('target', '_blank');

  await page.goto('/politicas-de-privacidad#banco-interesados');
  const heading = page.getByRole('heading', { level: 3, name: /Interesados en comprar$/ });
  await expect(heading).toHaveAttribute('id', 'banco-interesados');
  await expect(heading).toBeInViewport();
  // Not hidden under the sticky site header.
  const header = await page.getByRole('banner').boundingBox();
  const box = await heading.boundingBox();
  expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
});

test('the footer links each legal page under its own title', async ({ page }) => {
  await page.goto('/inicio');
  const legal = page.getByRole('navigation', { name: 'Enlaces legales' });
  await legal.getByRole('link', { name: 'Política de Privacidad' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de Privacidad');
  await legal.getByRole('link', { name: 'Términos y Condiciones' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos y Condiciones');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('both legal pages fit the screen and pass axe', async ({ page }) => {
    for (const legal of PAGES) {
      await page.goto(legal.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, legal.path).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    }
  });
});
