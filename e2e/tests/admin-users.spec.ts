import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { cards, createUser, identity, openUsers, PASSWORD, search } from './admin-users-steps';
import { completeForcedChange, fillLogin, openLogin } from './helpers';
import { accessToken } from './inventory-fixtures';

test('ADMIN creates a user with a photo and two permissions; deactivating them ends their session', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers, two sign-ins and the new user's forced password change (decision 0048).
  test.setTimeout(90_000);
  const id = identity('nuevo');
  await mkdir(testInfo.outputDir, { recursive: true });
  const photo = path.join(testInfo.outputDir, 'perfil.png');
  await sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .png()
    .toFile(photo);

  await openUsers(page);
  await page.getByRole('button', { name: 'Añadir Usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Usuario' });
  await expect(dialog.getByRole('heading', { name: 'Información personal' })).toBeVisible();

  // An empty submit shows the spec's messages.
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    dialog.getByText('Por favor, corrija los errores antes de enviar el formulario.'),
  ).toBeVisible();
  await expect(dialog.getByText('Completa el nombre')).toBeVisible();
  await expect(dialog.getByText('Contraseña mínimo de 8 caracteres')).toBeVisible();

  await dialog.getByLabel('Nombres').fill('Rosa');
  await dialog.getByLabel('Apellidos').fill('Quispe Prueba');
  await dialog.getByLabel('DNI').fill(id.dni);
  await dialog.getByLabel('Correo electrónico').fill(id.correo);
  await dialog.getByLabel('Celular').fill(id.celular);
  await dialog.getByLabel('Femenino').check();
  // Asesor 1 brings its three default permissions; one is taken away, leaving two.
  await dialog.getByLabel('Rol', { exact: true }).click();
  await page.getByRole('option', { name: 'Asesor 1' }).click();
  await dialog.getByLabel('Permisos', { exact: true }).click();
  await page.getByRole('option', { name: /EXPORTAR_DATOS/ }).click();
  await page.keyboard.press('Escape');
  await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);

  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Seleccionar foto' }).click();
  await (await chooser).setFiles(photo);
  await expect(dialog.getByRole('img', { name: 'Vista previa de la foto de perfil' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const done = page.getByRole('dialog', { name: 'Registro exitoso' });
  await expect(done).toContainText('Se ha registrado correctamente el usuario');
  await done.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();

  await search(page, id.dni);
  const card = cards(page).filter({ hasText: 'Rosa Quispe Prueba' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('ASESOR 1');

  // Stored as sent: two permissions and a photo named by the spec.
  const token = await accessToken(page);
  const listed = await page.request.get(`/api/v1/usuario?q=${id.dni}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [stored] = (await listed.json()).data.usuarios;
  expect(stored.permisos.map((p: { permiso: string }) => p.permiso).sort()).toEqual([
    'GESTIONAR_INTERESADOS',
    'VER_INVENTARIO',
  ]);
  expect(stored.foto).toBeTruthy();
  expect((await page.request.get(`/media/usuarios/${stored.idUsuario}/${stored.foto}`)).status()).toBe(200);

  // The new user signs in elsewhere.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto('/inicio');
  await openLogin(theirs);
  await fillLogin(theirs, id.correo, PASSWORD);
  await expect(theirs).toHaveURL(/\/admin\/inicio$/);
  // The administrator chose the password: the user chooses their own first (issue 23).
  await completeForcedChange(theirs, PASSWORD, 'Farol-Azul-De-Barranco');

  await card.getByRole('button', { name: 'Desactivar a Rosa Quispe Prueba' }).click();
  const confirm = page.getByRole('dialog', { name: 'Está seguro?' });
  await expect(confirm).toContainText('Se desactivará el usuario');
  await confirm.getByRole('button', { name: 'Sí, desactivar' }).click();
  const updated = page.getByRole('dialog', { name: '¡Actualizado!' });
  await expect(updated).toBeVisible();
  // The server's message under the title, not the title again (issue 22).
  await expect(updated).toContainText('El usuario fue inactivado');
  await expect(updated.getByText('¡Actualizado!')).toHaveCount(1);
  // It closes by itself after 2 s.
  await expect(updated).toBeHidden({ timeout: 5_000 });
  await expect(page.getByText('No se encontraron usuarios')).toBeVisible();

  // Their next action ends the session.
  await theirs.reload();
  await expect(theirs).toHaveURL(/\/inicio(\?|$)/, { timeout: 15_000 });
  await other.close();
});

test('ADMIN selects two inactive users and activates them with one bulk action', async ({ page }) => {
  await openUsers(page);
  const token = await accessToken(page);
  const apellidos = `Lote${Date.now().toString(36)}`;
  await createUser(page.request, token, { nombres: 'Ana', apellidos, estado: false, tag: 'lote.a' });
  await createUser(page.request, token, { nombres: 'Beto', apellidos, estado: false, tag: 'lote.b' });

  await page.getByRole('button', { name: /^Inactivos \(/ }).click();
  await search(page, apellidos);
  await expect(cards(page)).toHaveCount(2);
  await page.getByLabel('Seleccionar todos en esta página').check();
  await page.getByRole('button', { name: 'Activar (2)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Está seguro?' });
  await expect(confirm).toContainText('Se activarán 2 usuarios.');
  await confirm.getByRole('button', { name: 'Sí, activar (2)' }).click();
  await expect(page.getByRole('dialog', { name: '¡Actualizado!' })).toContainText('Se activaron 2 usuarios');
  await expect(page.getByText('No se encontraron usuarios')).toBeVisible();

  await page.getByRole('button', { name: /^Activos \(/ }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Activos (2)' })).toHaveAttribute('aria-pressed', 'true');

  // Eliminar inactivates, after the spec's question.
  await cards(page)
    .getByRole('button', { name: `Eliminar a Ana ${apellidos}` })
    .click();
  const question = page.getByRole('dialog', { name: 'Está seguro?' });
  await expect(question).toContainText('Se Inactivara el usuario');
  await question.getByRole('button', { name: 'Si, eliminar!' }).click();
  await expect(page.getByRole('dialog', { name: '¡Actualizado!' })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Inactivos (1)' })).toBeVisible();
});

test('the role filter and the search show removable chips; the table view lists the same users', async ({
  page,
}) => {
  await openUsers(page);
  await page.getByLabel('Rol', { exact: true }).click();
  await page.getByRole('option', { name: 'Ejecutivo' }).click();
  const chips = page.getByRole('list', { name: 'Filtros activos' });
  await expect(chips).toContainText('Rol: Ejecutivo');
  await expect(cards(page).first()).toContainText('EJECUTIVO');
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain('EJECUTIVO');

  await search(page, 'ejecutivo@motorplaza');
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Quitar filtro Rol: Ejecutivo' }).click();
  await expect(chips).not.toContainText('Rol:');
  await expect(cards(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Vista de tabla' }).click();
  await expect(page.getByRole('button', { name: 'Vista de tabla' })).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: 'Usuarios' });
  for (const header of ['Usuario', 'Rol y puesto', 'Estado', 'Acciones']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: /^Acciones de / }).click();
  await expect(page.getByRole('menuitem', { name: 'Editar' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Eliminar' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Limpiar filtros' }).first().click();
  await expect(chips).toBeHidden();
});

test('editing pre-fills the user, a DNI in use lands under its field, and the server refuses a self-deactivation', async ({
  page,
}) => {
  await openUsers(page);
  const token = await accessToken(page);
  const apellidos = `Editado${Date.now().toString(36)}`;
  await createUser(page.request, token, { nombres: 'Elsa', apellidos, estado: true, tag: 'editado' });

  await search(page, apellidos);
  await cards(page)
    .getByRole('button', { name: `Editar a Elsa ${apellidos}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Modificar Usuario' });
  await expect(dialog.getByLabel('Nombres')).toHaveValue('Elsa');
  await expect(dialog.getByLabel('Nueva contraseña')).toHaveValue('');

  // The administrator's own DNI is taken.
  await dialog.getByLabel('DNI').fill('41827365');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const failed = page.getByRole('dialog', { name: 'Error' });
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog.getByText('Ya existe un usuario con este DNI')).toBeVisible();

  await dialog.getByLabel('DNI').fill(identity('x').dni);
  await dialog.getByLabel('Puesto').fill('Asesora de Créditos');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const done = page.getByRole('dialog', { name: 'Actualización exitosa' });
  await expect(done).toContainText('Se ha actualizado correctamente el usuario');
  await done.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();

  // Closing with changes asks first.
  await cards(page)
    .getByRole('button', { name: `Editar a Elsa ${apellidos}` })
    .click();
  await expect(dialog.getByLabel('Puesto')).toHaveValue('Asesora de Créditos');
  await dialog.getByLabel('Puesto').fill('Otro puesto');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  const discard = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
  await discard.getByRole('button', { name: 'Descartar' }).click();
  await expect(dialog).toBeHidden();

  await search(page, 'admin@motorplaza.pe');
  await cards(page)
    .getByRole('button', { name: /^Desactivar a Ricardo/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Está seguro?' })
    .getByRole('button', { name: 'Sí, desactivar' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Error' })).toContainText(
    'No puedes desactivar tu propio usuario.',
  );
});
