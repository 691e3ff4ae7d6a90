import { expect, type Page, test } from '@playwright/test';
import { DEMO, openLogin, signIn } from './helpers';
import { gotoHydrated } from './hydration';

/**
 * Decision 0035: each page links only the Mantine styles it needs, and lazily loaded overlays bring
 * theirs. What this guards: every Mantine class on screen (`m_` followed by 8 hex digits: each
 * component's CSS module) has a rule in a loaded stylesheet, and Mantine's stylesheets come before
 * all of ours (so our CSS modules still win at equal specificity).
 */
async function stylingGaps(page: Page) {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    const sheets = Array.from(document.styleSheets).filter((sheet) => sheet.href);
    for (const sheet of sheets) collect(sheet.cssRules);
    const styled = selectors.join(' ');
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      for (const name of Array.from(element.classList)) if (/^m_[0-9a-f]{8}$/.test(name)) used.add(name);
    }
    const unstyled = [...used].filter((name) => !styled.includes(`.${name}`));
    const owners = sheets.map((sheet) =>
      (sheet.ownerNode as HTMLElement).dataset.precedence === 'mantine' ? 'mantine' : 'ours',
    );
    const lastMantine = owners.lastIndexOf('mantine');
    const firstOurs = owners.indexOf('ours');
    return {
      used: used.size,
      unstyled,
      mantineFirst: firstOurs === -1 || lastMantine < firstOurs,
    };
  });
}

async function expectStyled(page: Page) {
  const gaps = await stylingGaps(page);
  expect(gaps.unstyled).toEqual([]);
  expect(gaps.mantineFirst).toBe(true);
}

test.describe('Mantine styles per page', () => {
  test('every public page has the styles of the Mantine components it renders', async ({ page, request }) => {
    const catalogue = (await (await request.get('/api/v1/catalogo')).json()) as {
      data: { automoviles: { idAuto: number }[] };
    };
    const car = catalogue.data.automoviles[0];
    expect(car).toBeDefined();
    for (const path of [
      '/inicio',
      '/compra-tu-auto',
      `/info-auto/${car?.idAuto}`,
      '/vende-tu-auto',
      '/reclamos',
      '/reclamos/consulta',
      '/terminos-y-condiciones',
      '/politicas-de-privacidad',
      '/baja-de-publicidad',
    ]) {
      await test.step(path, async () => {
        await gotoHydrated(page, path);
        await expectStyled(page);
      });
    }
  });

  test('the catalogue blocks its first paint on Mantine’s reset and variables only', async ({ page }) => {
    await page.goto('/compra-tu-auto');
    const mantine = await page
      .locator('head link[rel="stylesheet"][data-precedence="mantine"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(mantine).toHaveLength(1);
    expect(mantine[0]).toMatch(/^\/assets\/mantine-base-/);
    expect((await stylingGaps(page)).used).toBe(0);
  });

  test('overlays opened from the catalogue bring their styles', async ({ page }) => {
    await gotoHydrated(page, '/compra-tu-auto');
    await page
      .getByRole('button', { name: /^Info de/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectStyled(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectStyled(page);
    await page.keyboard.press('Escape');
    await openLogin(page);
    await expectStyled(page);
  });

  test('the side menu on a phone has its styles', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/compra-tu-auto');
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
    await expectStyled(page);
  });

  test('the back-office has the whole of Mantine’s styles, still before ours', async ({ page }) => {
    await signIn(page, DEMO.ADMIN);
    await expect(page.getByRole('button', { name: 'Añadir Vehículo' })).toBeVisible();
    await expectStyled(page);
    await page.getByRole('button', { name: 'Añadir Vehículo' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectStyled(page);
  });
});
