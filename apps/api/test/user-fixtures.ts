import type { UserCreate } from '@motorplaza/domain/users/user-admin.schema';
import { type FilePart, multipartBody } from './multipart';

let next = 0;

/** A valid user form (POST /usuario part `usuario`) with a fresh DNI, correo and celular. */
export function userForm(overrides: Record<string, unknown> = {}): UserCreate & Record<string, unknown> {
  next += 1;
  return {
    nombres: 'Rosa',
    apellidos: `Quispe ${next}`,
    dni: String(70000000 + next),
    correo: `rosa${next}@motorplaza.pe`,
    celular: `98${String(next).padStart(7, '0')}`,
    telefono: null,
    direccion: 'Av. Arequipa 123',
    swGenero: false,
    puesto: 'Vendedora',
    fechaNac: '1990-05-17',
    estado: true,
    rol: 'ASESOR1',
    permisos: ['VER_INVENTARIO', 'GESTIONAR_INTERESADOS'],
    contrasena: 'Secreta-123',
    ...overrides,
  };
}

/** The multipart body of POST/PUT /usuario. */
export function userBody(form: object, file?: { data: Buffer; filename?: string; type?: string }) {
  const files: FilePart[] = file
    ? [
        {
          name: 'file',
          filename: file.filename ?? 'image_0.png',
          data: file.data,
          type: file.type ?? 'image/png',
        },
      ]
    : [];
  return multipartBody({ usuario: JSON.stringify(form) }, files);
}
