import type { AdminUser } from '@motorplaza/domain/users/user-admin.schema';
import { describe, expect, it } from 'vitest';
import { confirmTexts } from './user-action-dialogs';

const user = { idUsuario: 4, nombres: 'Luis', apellidos: 'Pérez', estado: true } as AdminUser;

describe('user state confirmations (spec 001 §8)', () => {
  it('asks before deactivating or activating one user, naming them', () => {
    expect(confirmTexts({ kind: 'toggle', user })).toMatchObject({
      message: 'Se desactivará el usuario',
      name: 'Luis Pérez',
      confirmLabel: 'Sí, desactivar',
    });
    expect(confirmTexts({ kind: 'toggle', user: { ...user, estado: false } }).confirmLabel).toBe(
      'Sí, activar',
    );
  });

  it('says Eliminar inactivates, with the spec button', () => {
    expect(confirmTexts({ kind: 'delete', user })).toMatchObject({
      message: 'Se Inactivara el usuario',
      confirmLabel: 'Si, eliminar!',
    });
  });

  it('counts the users of a bulk change', () => {
    expect(confirmTexts({ kind: 'bulk', users: [user, user], estado: true })).toMatchObject({
      message: 'Se activarán 2 usuarios.',
      confirmLabel: 'Sí, activar (2)',
    });
    expect(confirmTexts({ kind: 'bulk', users: [user], estado: false }).message).toBe(
      'Se desactivará 1 usuario.',
    );
  });
});
