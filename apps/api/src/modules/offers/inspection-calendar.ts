import {
  BOOKING_DAYS,
  inspectionDays,
  SLOT_CAPACITY,
  type SlotOptions,
  type WeeklyHours,
  weeklyHours,
} from '@motorplaza/domain/offers/inspection-slots';
import type { InspectionSchedule } from '@motorplaza/domain/offers/sell-offer.schema';
import type { InspectionSite } from '@motorplaza/domain/offers/sell-offer-rules';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { addDays, todayInLima } from '@motorplaza/domain/shared/dates';
import type { DbOrTx } from '../../db/client';
import { bookedSlots } from '../appointments/slot-capacity.repository';
import type { SettingsService } from '../settings/settings.service';
import { holidaysBetween } from './sell-offer.repository';
import { placeOf } from './seller-mail';

export interface StoreCalendar {
  ajustes: SiteSettings;
  hours: WeeklyHours;
  options: SlotOptions;
}

/**
 * The stores' weekly hours and the holidays of the booking window (decision 0027), read for a booking
 * (POST /vende-tu-auto, POST /pruebas-de-manejo) and for a move of an inspection or a test drive alike.
 */
export function inspectionCalendar(db: DbOrTx, settings: SettingsService) {
  return async (now: Date): Promise<StoreCalendar> => {
    const today = todayInLima(now);
    const [ajustes, holidays] = await Promise.all([
      settings.get(),
      holidaysBetween(db, today, addDays(today, BOOKING_DAYS + 1)),
    ]);
    return { ajustes, hours: weeklyHours(ajustes.horarios), options: { today, holidays } };
  };
}

/**
 * The given stores' slots of the booking window, a slot marked taken once inspections and test drives
 * together fill it (the one capacity of modules/appointments).
 */
export async function siteSchedule(
  db: DbOrTx,
  { ajustes, hours, options }: StoreCalendar,
  sedes: readonly InspectionSite[],
  now: Date,
): Promise<InspectionSchedule> {
  const days = inspectionDays(hours, options);
  const first = days[0]?.slots[0];
  const booked = first ? await bookedSlots(db, new Date(first.inicio), now) : [];
  const taken = new Map(booked.map((row) => [`${row.sede}|${row.inicio.getTime()}`, row.total]));
  return {
    sedes: sedes.map((sede) => {
      const place = placeOf(ajustes.oficinas, sede);
      return {
        sede,
        nombre: place.tienda,
        direccion: place.direccion,
        dias: days.map((day) => ({
          fecha: day.fecha,
          slots: day.slots.map((slot) => ({
            ...slot,
            disponible: (taken.get(`${sede}|${new Date(slot.inicio).getTime()}`) ?? 0) < SLOT_CAPACITY,
          })),
        })),
      };
    }),
  };
}
