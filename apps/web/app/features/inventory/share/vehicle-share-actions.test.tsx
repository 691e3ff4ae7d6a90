import { MantineProvider } from '@mantine/core';
import { salesText } from '@motorplaza/domain/catalog/sales-text';
import { DEFAULT_SITE_SETTINGS } from '@motorplaza/domain/settings/default-settings';
import type { AdminVehicle } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VehicleShareActions } from './vehicle-share-actions';

const vehicle: AdminVehicle = {
  idAuto: 42,
  tag: '#MP0042',
  placa: 'ABC-123',
  vin: null,
  carroceria: 'SUV',
  marca: 'Toyota',
  modelo: 'RAV4',
  version: null,
  anioFabricacion: 2021,
  anioModelo: null,
  precioCompra: 25_000,
  ultimoPrecioCompra: null,
  precioVenta: null,
  traccion: null,
  nroPuertas: 5,
  nroCilindros: null,
  cilindrada: 2500,
  locacion: null,
  combustible: 'Gasolina',
  transmision: 'Automático',
  color: 'Blanco',
  adicionales: null,
  servicios: null,
  kilometraje: 45_000,
  fechaIng: '2026-01-10T15:00:00.000Z',
  fechaUltimaMod: '2026-01-10T15:00:00.000Z',
  estadoDes: 'DISPONIBLE',
  swFacturable: false,
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

const publicUrl = 'https://motorplaza.pe';
const expectedText = salesText(vehicle, { publicUrl, company: DEFAULT_SITE_SETTINGS });

function renderActions() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ settings: DEFAULT_SITE_SETTINGS, publicUrl }),
      HydrateFallback: () => null,
      Component: () => (
        <MantineProvider>
          <VehicleShareActions vehicle={vehicle} />
        </MantineProvider>
      ),
    },
  ]);
  return render(<Stub />);
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('VehicleShareActions (spec 001 §2.1, §7, §8)', () => {
  it('copies the sales text and confirms with ¡Copiado!, which closes by itself', async () => {
    const writeText = vi.fn(async () => {});
    mockClipboard(writeText);
    renderActions();
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar información' }));

    expect(writeText).toHaveBeenCalledWith(expectedText);
    const dialog = await screen.findByRole('dialog', { name: '¡Copiado!' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'La información del vehículo ha sido copiada al portapapeles.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
  });

  it('says Error when the clipboard refuses, and waits to be closed', async () => {
    mockClipboard(async () => {
      throw new Error('denied');
    });
    renderActions();
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar información' }));

    expect(await screen.findByRole('dialog', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo copiar al portapapeles.');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(screen.getByRole('dialog', { name: 'Error' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens WhatsApp with the sales text and Facebook Marketplace in new tabs', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderActions();
    await userEvent.click(await screen.findByRole('button', { name: 'Compartir en WhatsApp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Compartir en Facebook' }));

    expect(open).toHaveBeenNthCalledWith(
      1,
      `https://wa.me/?text=${encodeURIComponent(expectedText)}`,
      '_blank',
      'noopener,noreferrer',
    );
    expect(open).toHaveBeenNthCalledWith(
      2,
      'https://www.facebook.com/marketplace/create/item',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('offers the four actions with Spanish names', async () => {
    renderActions();
    for (const name of [
      'Compartir en WhatsApp',
      'Copiar información',
      'Descargar fotos',
      'Compartir en Facebook',
    ]) {
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    }
  });
});
