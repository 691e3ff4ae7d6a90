import { USER_EXPORT, type UserExportRow } from '@motorplaza/domain/users/user-export';
import { describe, expect, it } from 'vitest';
import { printHtml } from '../../../components/export/print-document';

const user = (idUsuario: number, estado: boolean): UserExportRow => ({
  idUsuario,
  nombres: `Nombre${idUsuario}`,
  apellidos: 'Prueba',
  dni: `4000000${idUsuario}`,
  correo: `u${idUsuario}@motorplaza.pe`,
  rol: 'EJECUTIVO',
  puesto: 'Jefe de Ventas',
  estado,
  telefono: '014441234',
  direccion: 'Av. Larco 100',
  fechaCreacion: '2026-02-01T10:00:00-05:00',
});

describe('printed user list (spec 001 §9)', () => {
  it('adds Teléfono to the PDF columns and sums up total, active and inactive users', () => {
    const html = printHtml(
      USER_EXPORT,
      [user(1, true), user(2, false), user(3, true)],
      new Date(),
      'http://x',
    );
    expect(html).toContain('Lista de Usuarios del Sistema');
    expect(html).toContain('Teléfono');
    expect(html).toContain('014441234');
    expect(html).not.toContain('Dirección');
    expect(html).toContain('Total de usuarios: 3');
    expect(html).toContain('Usuarios activos: 2');
    expect(html).toContain('Usuarios inactivos: 1');
    expect(html).toContain('Ejecutivo');
  });
});
