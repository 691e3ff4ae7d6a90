import { expect, type Page, test } from '@playwright/test';
import { nameMismatches } from './axe';
import { expectFocusOnVisibleControl } from './focus';
import { DEMO, signIn, uniqueName } from './helpers';
import { gotoHydrated } from './hydration';

/**
 * The complaints book's smaller promises (docs/decisions/0046-touch-selects-and-form-details.md): a minor's
 * sheet speaks to the guardian who filed it and opens with the guardian's document; 'Registrar otra
 * hoja' keeps the focus; a failed look-up drops the previous answer; long texts count and never cut;
 * the address-or-e-mail rule waits for both fields; 'Ver hoja' is named by what it shows. One sheet in
 * all: the book takes five per address every ten minutes, and the other book tests file theirs.
 */

const sheetForm = (page: Page) => page.getByRole('form', { name: 'Hoja de Reclamación Virtual' });
const CONTACT_RULE = 'Ingresa tu domicilio o tu correo electrónico (al menos uno)';

test('a guardian files for a minor: greeted by name, then registers another sheet and looks it up with their document', async ({
  page,
}) => {
  test.slow();
  const minor = uniqueName('Menor Reclamo');
  const guardian = uniqueName('Apoderada Reclamo');
  await gotoHydrated(page, '/reclamos');
  const form = sheetForm(page);
  await form.getByRole('textbox', { name: 'Nombre completo' }).fill(minor);
  await form.getByRole('textbox', { name: 'Número de documento' }).first().fill('71234568');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('apoderada.e2e@example.pe');
  await form.getByRole('checkbox', { name: 'Soy menor de edad' }).check();
  await form.getByRole('textbox', { name: 'Nombre del padre, madre o apoderado' }).fill(guardian);
  await form.getByRole('textbox', { name: 'Número de documento' }).nth(1).fill('40123456');
  await form.getByRole('textbox', { name: 'Detalle' }).fill('Me vendieron un accesorio que no funciona.');
  await form.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Hoja de reclamación registrada' })).toBeFocused();
  const codigo = ((await page.getByText(/^Hoja de reclamación Nº \d{9}-\d{4}$/).textContent()) ?? '').replace(
    'Hoja de reclamación Nº ',
    '',
  );
  await expect(
    page.getByText(`Gracias, ${guardian}. Registramos tu reclamo en nombre de ${minor} (menor de edad)`),
  ).toBeVisible();
  await expect(page.getByText(`Gracias, ${minor}`)).toHaveCount(0);

  // A new blank sheet: the focus goes to its title, not to the page body.
  await page.getByRole('button', { name: 'Registrar otra hoja' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Libro de Reclamaciones' })).toBeFocused();
  await expectFocusOnVisibleControl(page);
  await expect(sheetForm(page).getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('');

  // The guardian's document opens the sheet; a number that fails its check clears that answer.
  await gotoHydrated(page, '/reclamos/consulta');
  const lookup = page.getByRole('form', { name: 'Consultar una hoja de reclamación' });
  await lookup.getByRole('textbox', { name: 'Número de la hoja' }).fill(codigo);
  await lookup.getByRole('textbox', { name: 'Número de documento' }).fill('40123456');
  await lookup.getByRole('button', { name: 'Consultar' }).click();
  const result = page.getByRole('article', { name: `HOJA DE RECLAMACIÓN Nº ${codigo}` });
  await expect(result.getByText('Pendiente')).toBeVisible();

  await lookup.getByRole('textbox', { name: 'Número de la hoja' }).fill('hoja 12');
  await lookup.getByRole('button', { name: 'Consultar' }).click();
  await expect(lookup.getByText('Ingresa el número de la hoja, por ejemplo 000000001-2026')).toBeVisible();
  await expect(result).toHaveCount(0);
});

test('Detalle and Pedido count their characters and keep a longer paste whole, saying by how much it is over', async ({
  page,
}) => {
  await gotoHydrated(page, '/reclamos');
  const form = sheetForm(page);
  const detail = form.getByRole('textbox', { name: 'Detalle' });
  await expect(form.getByText('0 / 3000 caracteres', { exact: true })).toHaveCount(2);
  await detail.fill('Hola');
  await expect(form.getByText('4 / 3000 caracteres', { exact: true })).toBeVisible();

  const pasted = `${'El auto llegó con la pintura rayada. '.repeat(83)}FIN`;
  expect(pasted.length).toBe(3074);
  await detail.fill(pasted);
  await expect(detail).toHaveValue(pasted);
  await expect(form.getByText('3074 / 3000 caracteres', { exact: true })).toBeVisible();
  const over = form.getByRole('alert').filter({ hasText: 'Máximo 3000 caracteres: te sobran 74 caracteres' });
  await expect(over).toBeVisible();
  await form.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();
  await expect(page.getByRole('heading', { name: 'Hoja de reclamación registrada' })).toHaveCount(0);

  await detail.fill(pasted.slice(0, 3000));
  await expect(form.getByText('3000 / 3000 caracteres', { exact: true })).toBeVisible();
  await expect(over).toHaveCount(0);

  await form.getByRole('textbox', { name: 'Pedido (opcional)' }).fill('x'.repeat(3001));
  await expect(form.getByText('3001 / 3000 caracteres', { exact: true })).toBeVisible();
  await expect(form.getByText('Máximo 3000 caracteres: te sobra 1 carácter', { exact: false })).toBeVisible();
});

test('Domicilio waits for the e-mail that can replace it before asking for one of the two', async ({
  page,
}) => {
  await gotoHydrated(page, '/reclamos');
  const form = sheetForm(page);
  const address = form.getByRole('textbox', { name: 'Domicilio' });
  const email = form.getByRole('textbox', { name: 'Correo electrónico' });
  await address.focus();
  await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await expect(form.getByText(CONTACT_RULE)).toHaveCount(0);

  // Both visited and both empty: now the rule speaks, under both.
  await page.keyboard.press('Tab');
  await expect(form.getByText(CONTACT_RULE)).toHaveCount(2);
  // One of them given: the rule leaves both.
  await email.fill('vecina.e2e@example.pe');
  await email.blur();
  await expect(form.getByText(CONTACT_RULE)).toHaveCount(0);
});

test('the staff list names each Ver hoja button by what it shows', async ({ page }) => {
  await signIn(page, DEMO.ADMIN);
  await page.goto('/admin/reclamos');
  await expect(
    page.getByRole('button', { name: /^Ver hoja Nº \d{9}-\d{4} del libro / }).first(),
  ).toBeVisible();
  expect(await nameMismatches(page)).toEqual([]);
});
