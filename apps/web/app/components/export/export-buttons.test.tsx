import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { ExportDefinition } from '@motorplaza/domain/export/export-definition';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportButtons, type ExportButtonsProps } from './export-buttons';

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock('../../lib/use-session-user', () => ({ useSessionUser: () => session.user }));
vi.mock('../../lib/root-data', () => import('../../../test/root-data-stub'));

const exporter = (permisos: string[]): SessionUser => ({
  sub: 1,
  nombre: 'Ana',
  rol: 'ADMIN',
  foto: null,
  permisos,
});

interface Row {
  readonly id: number;
}

const definition: ExportDefinition<Row> = {
  title: 'Lista de Usuarios del Sistema',
  fileName: 'usuarios',
  orientation: 'landscape',
  columns: { excel: [], pdf: [], print: [] },
  emptyMessages: {
    title: 'Información',
    excel: 'No hay usuarios para exportar',
    pdf: 'No hay usuarios para exportar',
    print: 'No hay usuarios para imprimir',
  },
};
const messages = {
  failures: { excel: 'Falló Excel', pdf: 'Falló PDF', print: 'Falló la impresión' },
};

function renderButtons(
  rows: readonly Row[] | (() => Promise<readonly Row[]>),
  own = definition,
  extra: Partial<ExportButtonsProps<Row>> = {},
) {
  render(
    <MantineProvider>
      <ExportButtons definition={own} rows={rows} messages={messages} {...extra} />
    </MantineProvider>,
  );
}

afterEach(() => {
  session.user = null;
  vi.restoreAllMocks();
});

describe('ExportButtons (decision 0020)', () => {
  it('is hidden from users without EXPORTAR_DATOS', () => {
    session.user = exporter(['VER_INVENTARIO']);
    renderButtons([{ id: 1 }]);
    expect(screen.queryByRole('button', { name: 'Excel' })).toBeNull();
  });

  it('shows Excel, PDF and Imprimir to users with EXPORTAR_DATOS', () => {
    session.user = exporter(['EXPORTAR_DATOS']);
    renderButtons([{ id: 1 }]);
    for (const name of ['Excel', 'PDF', 'Imprimir']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('shows only the formats asked for, in a group named by its label', () => {
    session.user = exporter(['EXPORTAR_DATOS']);
    renderButtons([{ id: 1 }], definition, { formats: ['excel', 'pdf'], label: 'Exportar estados' });
    const group = screen.getByRole('group', { name: 'Exportar estados' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Excel', 'PDF']);
  });

  it('says the empty message of the pressed button in a titled dialog', async () => {
    session.user = exporter(['EXPORTAR_DATOS']);
    renderButtons(async () => []);
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Información' });
    expect(dialog).toHaveTextContent('No hay usuarios para imprimir');
  });

  it('disables the buttons of an empty list that has no empty message', () => {
    session.user = exporter(['EXPORTAR_DATOS']);
    renderButtons([], { ...definition, emptyMessages: undefined });
    expect(screen.getByRole('button', { name: 'PDF' })).toBeDisabled();
  });

  it('shows the failure message of the format when the rows cannot be loaded', async () => {
    session.user = exporter(['EXPORTAR_DATOS']);
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderButtons(() => Promise.reject(new Error('offline')));
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', message: 'Falló PDF' }));
    expect(screen.getByRole('button', { name: 'PDF' })).toBeEnabled();
  });
});
