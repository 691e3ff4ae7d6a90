import { MantineProvider } from '@mantine/core';
import type { AdminVehicle } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { InventoryCard } from './inventory-card';

// The share buttons are another screen part with tests of their own.
vi.mock('../share/vehicle-share-actions', () => ({ VehicleShareActions: () => null }));

const vehicle: AdminVehicle = {
  idAuto: 42,
  tag: '#MP0042',
  placa: 'ABC-123',
  vin: null,
  carroceria: 'SUV',
  marca: 'Mazda',
  modelo: 'CX-5',
  version: 'Grand Touring',
  anioFabricacion: 2021,
  anioModelo: 2022,
  precioCompra: 25000,
  ultimoPrecioCompra: 23900,
  precioVenta: null,
  traccion: 'AWD',
  nroPuertas: 5,
  nroCilindros: 4,
  cilindrada: 2500,
  locacion: null,
  combustible: 'Gasolina',
  transmision: 'Automático',
  color: 'Rojo',
  adicionales: null,
  servicios: null,
  kilometraje: 35400,
  fechaIng: '2026-03-05T15:00:00.000Z',
  fechaUltimaMod: '2026-03-05T15:00:00.000Z',
  estadoDes: 'DISPONIBLE',
  swFacturable: true,
  swTresFilas: false,
  swPiso: 1,
  swRevision: false,
  fotoPrincipal: null,
  cinta: null,
  tipoOperacion: null,
  fuente: null,
  observacion: null,
  observacion2: null,
  versionRegistro: 1,
  archivadoEn: null,
};

function renderCard(canManage: boolean, shown: AdminVehicle = vehicle) {
  const handlers = { onOpenDetail: vi.fn(), onEdit: vi.fn(), onAction: vi.fn() };
  render(
    <MantineProvider>
      <MemoryRouter>
        <InventoryCard vehicle={shown} canManage={canManage} {...handlers} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return { card: screen.getByRole('article', { name: 'Mazda CX-5' }), ...handlers };
}

const MANAGER_ACTIONS = ['Editar vehículo', 'Inactivar vehículo', 'Marcar como vendido', 'Eliminar vehículo'];

describe('InventoryCard (spec 001 §2.1)', () => {
  it('shows status, date, tag, the title link, the latest purchase price and four specs', () => {
    const { card } = renderCard(false);
    const view = within(card);
    expect(view.getByText('DISPONIBLE')).toBeInTheDocument();
    expect(view.getByText('05/03/2026')).toBeInTheDocument();
    expect(view.getByText('#MP0042')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Mazda CX-5' })).toHaveAttribute('href', '/info-auto/42');
    expect(view.getByText('US$ 23,900')).toBeInTheDocument();
    expect(view.getByText('Sin foto')).toBeInTheDocument();
    for (const [term, value] of [
      ['Kilometraje', '35,400 km'],
      ['Combustible', 'Gasolina'],
      ['Transmisión', 'Automático'],
      ['Año', '2021'],
    ]) {
      expect(view.getByText(term as string)).toBeInTheDocument();
      expect(view.getByText(value as string)).toBeInTheDocument();
    }
  });

  it('gives an asesor only "Ver detalle" (no edit, inactivate, sell or delete)', () => {
    const { card, onOpenDetail } = renderCard(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Ver detalle' }));
    expect(onOpenDetail).toHaveBeenCalledWith(vehicle);
    for (const label of MANAGER_ACTIONS) {
      expect(within(card).queryByRole('button', { name: label })).toBeNull();
    }
  });

  it('gives a manager edit, inactivate, sell and delete, each reporting its action', () => {
    const { card, onEdit, onAction } = renderCard(true);
    for (const label of MANAGER_ACTIONS) {
      fireEvent.click(within(card).getByRole('button', { name: label }));
    }
    expect(onEdit).toHaveBeenCalledWith(vehicle);
    expect(onAction.mock.calls).toEqual([
      ['inactivate', vehicle],
      ['sell', vehicle],
      ['archive', vehicle],
    ]);
  });

  it.each([
    ['VENDIDO', 'Marcar como vendido', 'Inactivar vehículo'],
    ['NO DISPONIBLE', 'Inactivar vehículo', 'Marcar como vendido'],
  ] as const)(
    'does not offer a %s vehicle the action that repeats its status',
    (estadoDes, repeated, other) => {
      const { card } = renderCard(true, { ...vehicle, estadoDes });
      expect(within(card).queryByRole('button', { name: repeated })).toBeNull();
      expect(within(card).getByRole('button', { name: other })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Editar vehículo' })).toBeInTheDocument();
    },
  );
});
