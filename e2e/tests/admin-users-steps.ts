import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO, signIn } from './helpers';

/**
 * The user administration specs' steps: a new user's identity, the Usuarios screen opened signed in,
 * its cards, the search and the creation form.
 */
export const PASSWORD = 'Clave2026';

/** Unique DNI, celular and correo for users a test creates, so tests never share records. */
export function identity(tag: string) {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  return {
    dni: `4${digits}`,
    celular: `9${digits}1`,
    correo: `${tag}.${digits}@motorplaza.pe`,
  };
}

export async function openUsers(page: Page, rol = DEMO.ADMIN) {
  await signIn(page, rol);
  await page.goto('/admin/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Administración de Usuarios' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Estadísticas de usuarios' })).toBeVisible();
}

export function cards(page: Page) {
  return page.getByRole('list', { name: 'Usuarios' }).getByRole('article');
}

export async function search(page: Page, term: string) {
  await page.getByLabel('Buscar usuarios').fill(term);
  await expect(page.getByRole('listitem').filter({ hasText: `Búsqueda: "${term}"` })).toBeVisible();
}

/** Creates a user through the API as the signed-in administrator. */
export async function createUser(
  request: APIRequestContext,
  token: string,
  user: { nombres: string; apellidos: string; estado: boolean; tag: string },
) {
  const id = identity(user.tag);
  const usuario = {
    nombres: user.nombres,
    apellidos: user.apellidos,
    ...id,
    rol: 'ASESOR2',
    permisos: ['VER_INVENTARIO'],
    estado: user.estado,
    contrasena: PASSWORD,
  };
  const response = await request.post('/api/v1/usuario', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { usuario: JSON.stringify(usuario) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return id;
}
