import { MantineProvider } from '@mantine/core';
import { can } from '@motorplaza/domain/access/can';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_NAMES } from '@motorplaza/domain/access/permissions';
import type { Role } from '@motorplaza/domain/access/roles';
import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InventoryHeader } from './inventory-header';

// The export buttons read the signed-in user themselves (decision 0020).
const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock('../../../lib/use-session-user', () => ({ useSessionUser: () => session.user }));
vi.mock('../../../lib/root-data', () => import('../../../../test/root-data-stub'));

/** The header as the screen builds it for a user: each button from the one policy table (decision 0017). */
function renderFor(rol: Role, permisos: readonly string[]) {
  const user = { rol, permisos: [...permisos] };
  session.user = { sub: 1, nombre: 'Prueba', foto: null, ...user };
  render(
    <MantineProvider>
      <InventoryHeader
        total={1}
        exportRows={async () => []}
        loading={false}
        canCreate={can(user, 'vehicle.create')}
        canRestore={can(user, 'vehicle.archived') && can(user, 'vehicle.restore')}
        onRefresh={vi.fn()}
        onAdd={vi.fn()}
        onShowArchived={vi.fn()}
      />
    </MantineProvider>,
  );
  const shown = (name: string) => screen.queryByRole('button', { name: new RegExp(name) }) !== null;
  return {
    excel: shown('Excel'),
    add: shown('Añadir Vehículo'),
    archived: shown('Ver eliminados'),
  };
}

describe('InventoryHeader buttons follow the permissions', () => {
  it('ADMIN with every permission sees exports, Añadir and Ver eliminados', () => {
    expect(renderFor('ADMIN', PERMISSION_NAMES)).toEqual({ excel: true, add: true, archived: true });
  });

  it('without EXPORTAR_DATOS the export buttons are hidden', () => {
    const permisos = PERMISSION_NAMES.filter((name) => name !== 'EXPORTAR_DATOS');
    expect(renderFor('ADMIN', permisos)).toEqual({ excel: false, add: true, archived: true });
  });

  it('without GESTIONAR_INVENTARIO an ADMIN neither adds nor restores', () => {
    const permisos = PERMISSION_NAMES.filter((name) => name !== 'GESTIONAR_INVENTARIO');
    expect(renderFor('ADMIN', permisos)).toEqual({ excel: true, add: false, archived: false });
  });

  it('ASESOR2 by default: no exports (no EXPORTAR_DATOS), no Añadir', () => {
    expect(renderFor('ASESOR2', DEFAULT_ROLE_PERMISSIONS.ASESOR2)).toEqual({
      excel: false,
      add: false,
      archived: false,
    });
  });
});
