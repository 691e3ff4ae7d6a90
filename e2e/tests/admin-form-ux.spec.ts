import { expect, type Locator, type Page, test } from '@playwright/test';
import { violations } from './axe';
import { DEMO, signIn } from './helpers';

// Issue 8, "What a new user tripped over": the vehicle form and the inventory list, read only (nothing
// here saves, so it runs beside the other read-only files; the writes stay in admin-inventory).

// The form loads its code and option lists on first opening: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });
const FORM_LOAD = { timeout: 20_000 };

async function openNewVehicleForm(page: Page): Promise<Locator> {
  // "Añadir Vehículo" is disabled while the list loads.
  await expect(cardsOf(page).first()).toBeVisible(FORM_LOAD);
  await page.getByRole('button', { name: 'Añadir Vehículo' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo Automóvil' });
  await expect(form.getByText('Paso 1/4')).toBeVisible(FORM_LOAD);
  return form;
}

function cardsOf(page: Page) {
  return page.getByRole('list', { name: 'Vehículos' }).getByRole('article');
}

async function showStatus(page: Page, label: string) {
  await page.getByLabel('Filtrar por Estado:').click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(page.getByText(/^Mostrando: \d+ resultados?$/)).toBeVisible();
}

test.describe('vehicle form at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('scrolling down the form shows every step in turn, Propietario included', async ({
    page,
  }, testInfo) => {
    await signIn(page, DEMO.EJECUTIVO);
    const form = await openNewVehicleForm(page);
    const body = await form.getByRole('heading', { name: 'Datos Básicos' }).boundingBox();
    await page.mouse.move((body?.x ?? 0) + 200, (body?.y ?? 0) + 200);

    const steps: string[] = [];
    for (let turn = 0; turn < 40 && steps.at(-1) !== 'Paso 4/4'; turn++) {
      await page.mouse.wheel(0, 60);
      await page.waitForTimeout(60);
      const step = await form.getByText(/^Paso \d\/4$/).innerText();
      if (steps.at(-1) !== step) steps.push(step);
    }
    expect(steps).toEqual(['Paso 1/4', 'Paso 2/4', 'Paso 3/4', 'Paso 4/4']);

    // A click on a step lands where the indicator names that step.
    await form.getByRole('button', { name: 'Propietario' }).click();
    await expect(form.getByRole('button', { name: 'Propietario' })).toHaveAttribute('aria-current', 'step');
    await expect(form.getByRole('heading', { name: 'Propietario' })).toBeInViewport();
    await page.waitForTimeout(800);
    await expect(form.getByText('Paso 3/4')).toBeVisible();

    // The DNI hint sits under its input: DNI, Nombres and Apellidos line up.
    const tops = await Promise.all(
      ['DNI', 'Nombres', 'Apellidos'].map(
        async (label) => (await form.getByLabel(label, { exact: true }).boundingBox())?.y,
      ),
    );
    expect(new Set(tops).size).toBe(1);
    await expect(form.getByText('8 dígitos; si ya es cliente se usarán sus datos')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('form-owner-1366.png') });
  });

  test('the year of manufacture can be typed, within the allowed years', async ({ page }) => {
    await signIn(page, DEMO.EJECUTIVO);
    const form = await openNewVehicleForm(page);
    const year = form.getByLabel('Año de fabricación', { exact: true });
    await year.fill('2019');
    await page.keyboard.press('Tab');
    await expect(year).toHaveValue('2019');

    const modelYear = form.getByLabel('Año modelo', { exact: true });
    await modelYear.fill('1890');
    await expect(page.getByText('Ninguna opción coincide')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(modelYear).toHaveValue('');

    // Enter takes the highlighted match.
    await modelYear.fill('2020');
    await expect(page.getByRole('option', { name: '2020', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await modelYear.press('Enter');
    await expect(modelYear).toHaveValue('2020');
  });

  test('the VIN / N.° de serie is optional, and a wrong one is named under its field', async ({
    page,
  }, testInfo) => {
    await signIn(page, DEMO.EJECUTIVO);
    const form = await openNewVehicleForm(page);
    const vin = form.getByLabel('VIN / N.° de serie', { exact: true });
    await vin.fill('WVWZZZ1KZ8W01234O');
    await vin.press('Tab');
    const message = 'El VIN / número de serie tiene 17 caracteres: letras (excepto I, O y Q) y dígitos';
    await expect(form.getByText(message)).toBeVisible();
    await expect(vin).toHaveAttribute('aria-invalid', 'true');
    await vin.fill('wvwzzz1kz8w012345');
    await expect(form.getByText(message)).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('form-vin-1366.png') });
  });

  test('a text file renamed .jpg is refused as soon as it is picked', async ({ page }) => {
    await signIn(page, DEMO.EJECUTIVO);
    const form = await openNewVehicleForm(page);
    await form.getByLabel('Seleccionar fotos').setInputFiles({
      name: 'foto-del-auto.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Lista de precios: Toyota Corolla 2019, US$ 14,500\n'.repeat(2_000)),
    });
    await expect(form.getByRole('alert')).toHaveText('Solo se permiten imágenes JPEG, JPG, PNG o WebP.');
    await expect(form.getByText('0 / 25 fotos')).toBeVisible();
    await expect(form.getByRole('list', { name: 'Fotos del automóvil' })).toHaveCount(0);
  });

  test('closing a filled form asks first; a clean one closes at once', async ({ page }, testInfo) => {
    await signIn(page, DEMO.EJECUTIVO);
    const add = page.getByRole('button', { name: 'Añadir Vehículo' });

    // Clean: Cancelar closes without a question, and focus goes back to "Añadir Vehículo".
    let form = await openNewVehicleForm(page);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expect(form).toBeHidden();
    await expect(add).toBeFocused();

    form = await openNewVehicleForm(page);
    await form.getByLabel('Modelo', { exact: true }).fill('Corolla');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    const ask = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
    await expect(ask).toContainText('Lo que ingresaste en este formulario no se guardará.');
    await expect(ask.getByRole('button', { name: 'Seguir editando' })).toBeFocused();
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('discard-1366.png') });

    // Escape answers "Seguir editando": the form stays, with what was typed.
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(form.getByLabel('Modelo', { exact: true })).toHaveValue('Corolla');
    await expect(form.getByRole('button', { name: 'Cancelar' })).toBeFocused();

    // × asks too; Descartar closes the form and focus returns to the button that opened it.
    await form.getByRole('button', { name: 'Cerrar' }).click();
    await ask.getByRole('button', { name: 'Descartar' }).click();
    await expect(form).toBeHidden();
    await expect(add).toBeFocused();

    // Opened again, the form is empty.
    form = await openNewVehicleForm(page);
    await expect(form.getByLabel('Modelo', { exact: true })).toHaveValue('');
  });

  test('editing: Escape closes an unchanged vehicle, and asks once something changed', async ({ page }) => {
    await signIn(page, DEMO.EJECUTIVO);
    const card = cardsOf(page).first();
    await card.hover();
    await card.getByRole('button', { name: 'Editar vehículo' }).click();
    const form = page.getByRole('dialog', { name: 'Editar Automóvil' });
    await expect(form.getByLabel('Modelo', { exact: true })).not.toHaveValue('', FORM_LOAD);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    await card.hover();
    await card.getByRole('button', { name: 'Editar vehículo' }).click();
    await expect(form.getByLabel('Modelo', { exact: true })).not.toHaveValue('', FORM_LOAD);
    await form.getByLabel('Color', { exact: true }).fill('Verde petróleo');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(ask).toBeHidden();
    await expect(form.getByLabel('Color', { exact: true })).toHaveValue('Verde petróleo');
  });
});

test.describe('vehicle form on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the VIN field fits the screen, with its message', async ({ page }, testInfo) => {
    await signIn(page, DEMO.EJECUTIVO);
    const form = await openNewVehicleForm(page);
    const vin = form.getByLabel('VIN / N.° de serie', { exact: true });
    await vin.fill('ABC');
    await vin.press('Tab');
    await expect(form.getByText(/^El VIN \/ número de serie tiene 17 caracteres/)).toBeVisible();
    await vin.scrollIntoViewIfNeeded();
    const box = await vin.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('form-vin-390.png') });
  });

  test('the step indicator, the DNI row and the discard question fit', async ({ page }, testInfo) => {
    await signIn(page, DEMO.EJECUTIVO);
    const form = await openNewVehicleForm(page);
    await form.getByRole('button', { name: 'Propietario' }).click();
    await expect(form.getByRole('heading', { name: 'Propietario' })).toBeInViewport();
    await page.waitForTimeout(800);
    await expect(form.getByText('Paso 3/4')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('form-owner-390.png') });

    await form.getByLabel('DNI', { exact: true }).fill('12345678');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    const ask = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
    await expect(ask.getByRole('button', { name: 'Descartar' })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('discard-390.png') });
  });
});

test.describe('inventory list', () => {
  test('a sold or inactive card does not offer the status it already has', async ({ page }) => {
    await signIn(page, DEMO.EJECUTIVO);
    await showStatus(page, 'Vendidos');
    const sold = cardsOf(page).first();
    await sold.hover();
    await expect(sold.getByRole('button', { name: 'Inactivar vehículo' })).toBeVisible();
    await expect(sold.getByRole('button', { name: 'Marcar como vendido' })).toHaveCount(0);

    await showStatus(page, 'No Disponible');
    const inactive = cardsOf(page).first();
    await inactive.hover();
    await expect(inactive.getByRole('button', { name: 'Marcar como vendido' })).toBeVisible();
    await expect(inactive.getByRole('button', { name: 'Inactivar vehículo' })).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the paginator keeps its nine buttons on one row and works from the keyboard', async ({
      page,
    }, testInfo) => {
      await signIn(page, DEMO.EJECUTIVO);
      const pager = page.getByRole('navigation', { name: 'Paginación de vehículos' });
      await pager.scrollIntoViewIfNeeded();
      const buttons = pager.getByRole('button');
      await expect(buttons).toHaveCount(9);
      const boxes = await buttons.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect()),
      );
      expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
      expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(390);
      await pager.screenshot({ path: testInfo.outputPath('paginator-390.png') });

      await pager.getByRole('button', { name: 'Página siguiente' }).focus();
      await page.keyboard.press('Enter');
      await expect(pager.getByText(/^Página 2 de \d+/)).toBeVisible();
      await pager.getByRole('button', { name: 'Última página' }).focus();
      await page.keyboard.press('Space');
      await expect(pager.getByRole('button', { name: 'Última página' })).toBeDisabled();
    });
  });
});
