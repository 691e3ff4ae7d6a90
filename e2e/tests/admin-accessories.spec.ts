import type { Page } from '@playwright/test';
import { DEMO, signIn } from './helpers';
import { expect, test } from './staff-test';

// Spec 001 §2.4 and the vehicle form's accessories (decision 0021), against the production build.
// It links an accessory to a demo vehicle, so it runs in the 'inventory' project.
test.describe.configure({ mode: 'default' });

async function openAccessories(page: Page, correo: string) {
  await signIn(page, correo);
  await page.goto('/admin/accesorios');
  await expect(page.getByRole('heading', { level: 1, name: 'Administración de Accesorios' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Accesorios' })).toBeVisible();
}

async function search(page: Page, term: string) {
  const box = page.getByPlaceholder('Buscar por nombre o tipo');
  await box.fill(term);
  await box.press('Enter');
}

function rowOf(page: Page, nombre: string) {
  return page.getByRole('table', { name: 'Accesorios' }).getByRole('row').filter({ hasText: nombre });
}

test('EJECUTIVO creates, edits, searches and deletes an accessory, then puts one on a vehicle', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const suffix = String(Date.now()).slice(-5);
  const nombre = `Portabicicletas E2E ${suffix}`;
  await openAccessories(page, DEMO.EJECUTIVO);
  await expect(page.getByRole('columnheader', { name: 'Nombre' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Tipo' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Estado' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Paginación de accesorios' })).toBeVisible();

  // Create, with a type typed freely.
  await page.getByRole('button', { name: 'Nuevo accesorio' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo Accesorio' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El nombre es obligatorio')).toBeVisible();
  await form.getByLabel('Nombre').fill(nombre);
  await form.getByLabel('Tipo').fill('Exterior');
  await form.getByRole('button', { name: 'Guardar' }).click();
  const created = page.getByRole('dialog', { name: 'Registro exitoso' });
  await expect(created).toContainText('Se ha registrado correctamente el accesorio');
  await created.getByRole('button', { name: 'Aceptar' }).click();
  await expect(form).toBeHidden();

  // A second one with the same name is refused under the field.
  await page.getByRole('button', { name: 'Nuevo accesorio' }).click();
  await form.getByLabel('Nombre').fill(nombre.toUpperCase());
  await form.getByLabel('Tipo').fill('Exterior');
  await form.getByRole('button', { name: 'Guardar' }).click();
  const refused = page.getByRole('dialog', { name: 'Error' });
  await expect(refused).toContainText('Ya existe un accesorio activo con este nombre');
  await refused.getByRole('button', { name: 'Aceptar' }).click();
  await expect(form.getByText('Ya existe un accesorio activo con este nombre')).toBeVisible();
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('dialog', { name: '¿Descartar los cambios?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(form).toBeHidden();

  // Search and edit.
  await search(page, `E2E ${suffix}`);
  await expect(page.getByText('Mostrando 1 de 1 accesorio', { exact: true })).toBeVisible();
  await rowOf(page, nombre)
    .getByRole('button', { name: `Editar ${nombre}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar Accesorio' });
  await edit.getByLabel('Nombre').fill(`${nombre} de techo`);
  await edit.getByRole('button', { name: 'Guardar' }).click();
  const updated = page.getByRole('dialog', { name: 'Actualización exitosa' });
  await updated.getByRole('button', { name: 'Aceptar' }).click();
  await expect(rowOf(page, `${nombre} de techo`)).toHaveCount(1);

  // Put it on the first demo vehicle through the vehicle form, then read it in the detail.
  await page.goto('/admin/autos');
  const vehicleName = await page
    .getByRole('list', { name: 'Vehículos' })
    .getByRole('article')
    .first()
    .getAttribute('aria-label');
  // Other tests of the inventory project may add a vehicle at the list's top at any moment: the
  // vehicle is found by its name, not by its position.
  const card = page
    .getByRole('list', { name: 'Vehículos' })
    .getByRole('article', { name: vehicleName ?? '', exact: true })
    .first();
  await card.hover();
  await card.getByRole('button', { name: 'Editar vehículo' }).click();
  const vehicleForm = page.getByRole('dialog', { name: 'Editar Automóvil' });
  const picker = vehicleForm.getByRole('combobox', { name: 'Accesorios' });
  await picker.click();
  await picker.fill(`E2E ${suffix}`);
  await page.getByRole('option', { name: `${nombre} de techo (Exterior)` }).click();
  await page.keyboard.press('Escape');
  await vehicleForm.getByRole('button', { name: 'Guardar' }).click();
  const saved = page.getByRole('dialog', { name: 'Confirmación' });
  await expect(saved).toBeVisible({ timeout: 30_000 });
  await saved.getByRole('button', { name: 'Aceptar' }).click();
  await expect(vehicleForm).toBeHidden();
  await card.hover();
  await card.getByRole('button', { name: 'Ver detalle' }).click();
  const detail = page.getByRole('dialog', { name: new RegExp(vehicleName?.split(' ')[0] ?? '') });
  await expect(detail.getByRole('region', { name: 'Accesorios' })).toContainText(`${nombre} de techo`);
  await detail.getByRole('button', { name: 'Cerrar', exact: true }).last().click();

  // Deleting it now inactivates it (a vehicle carries it); the server's message says so.
  await page.goto('/admin/accesorios');
  await search(page, `E2E ${suffix}`);
  await rowOf(page, nombre)
    .getByRole('button', { name: `Eliminar ${nombre} de techo` })
    .click();
  const confirm = page.getByRole('dialog', { name: '¿Está seguro?' });
  await expect(confirm).toContainText('Se eliminará el accesorio');
  await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
  const inactivated = page.getByRole('dialog', { name: '¡Inactivado!' });
  await expect(inactivated).toContainText('se inactivó en lugar de eliminarse');
  await inactivated.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('No se encontraron accesorios')).toBeVisible();
  await page.getByLabel('Inactivos').check();
  await expect(rowOf(page, nombre).getByText('Inactivo', { exact: true })).toBeVisible();

  // An unused one is deleted.
  await page.getByRole('button', { name: 'Nuevo accesorio' }).click();
  await form.getByLabel('Nombre').fill(`Llavero E2E ${suffix}`);
  await form.getByLabel('Tipo').fill('Interior');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await page
    .getByRole('dialog', { name: 'Registro exitoso' })
    .getByRole('button', { name: 'Aceptar' })
    .click();
  await search(page, `Llavero E2E ${suffix}`);
  await rowOf(page, 'Llavero')
    .getByRole('button', { name: `Eliminar Llavero E2E ${suffix}` })
    .click();
  await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
  const deleted = page.getByRole('dialog', { name: '¡Eliminado!' });
  await expect(deleted).toContainText('Se eliminó el accesorio');
  await deleted.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('No se encontraron accesorios')).toBeVisible();
  // Focus is never left on the body after the dialogs.
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
});

test('ASESOR1 reads the accessories without any action', async ({ page }) => {
  await openAccessories(page, DEMO.ASESOR1);
  await expect(page.getByRole('table', { name: 'Accesorios' }).getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Nuevo accesorio' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Editar / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Eliminar / })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Acciones' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Página 2' }).click();
  await expect(page.getByText(/Página 2 de \d+/)).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ signedInAs: 'EJECUTIVO', startAt: '/admin/accesorios' });

  test.use({ viewport: { width: 390, height: 844 } });

  test('the accessories show as cards that fit the screen', async ({ page }) => {
    const cards = page.getByRole('list', { name: 'Accesorios' }).getByRole('listitem');
    await expect(cards).toHaveCount(10);
    await expect(cards.first().getByRole('button', { name: /^Editar / })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Nuevo accesorio' }).click();
    await expect(page.getByRole('dialog', { name: 'Nuevo Accesorio' }).getByLabel('Nombre')).toBeFocused();
  });
});
