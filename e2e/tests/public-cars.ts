import { type APIRequestContext, expect } from '@playwright/test';

/** A car of the public API (GET /catalogo/{id}), the fields the tests read. */
export interface PublicCar {
  idAuto: number;
  marca: string;
  modelo: string;
  version: string | null;
  anioFabricacion: number;
  precioCompra: number;
  kilometraje: number | null;
  tag: string | null;
  estadoDes: string;
  fotos: { imagen: string }[];
  vin: string | null;
}

export async function publicCar(request: APIRequestContext, idAuto: number): Promise<PublicCar> {
  const response = await request.get(`/api/v1/catalogo/${idAuto}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data.automovil;
}

/** The first available car (newest first) with at least `photos` photos. */
export async function availableCar(request: APIRequestContext, photos = 1): Promise<PublicCar> {
  const list: { idAuto: number }[] = (await (await request.get('/api/v1/catalogo')).json()).data.automoviles;
  for (const { idAuto } of list) {
    const car = await publicCar(request, idAuto);
    if (car.fotos.length >= photos) return car;
  }
  throw new Error(`No available car with ${photos} photos`);
}

/** The first car of the demo data whose status matches (ids 1… are the oldest arrivals). */
export async function carWithStatus(request: APIRequestContext, status: RegExp): Promise<PublicCar> {
  for (let idAuto = 1; idAuto <= 150; idAuto += 1) {
    const response = await request.get(`/api/v1/catalogo/${idAuto}`);
    if (!response.ok()) continue;
    const car: PublicCar = (await response.json()).data.automovil;
    if (status.test(car.estadoDes)) return car;
  }
  throw new Error(`No car with status ${status}`);
}

/** The status of a sold car. */
export const SOLD = /VENDIDO/;
