import { BOOKING_DAYS, weeklyHours } from '@motorplaza/domain/offers/inspection-slots';
import { addDays, todayInLima } from '@motorplaza/domain/shared/dates';
import type { DbOrTx } from '../../db/client';
import type { SettingsService } from '../settings/settings.service';
import { holidaysBetween } from './sell-offer.repository';

/**
 * The stores' weekly hours and the holidays of the booking window (decision 0027), read for a booking
 * (POST /vende-tu-auto) and for a seller's move of the inspection (decision 0043) alike.
 */
export function inspectionCalendar(db: DbOrTx, settings: SettingsService) {
  return async (now: Date) => {
    const today = todayInLima(now);
    const [ajustes, holidays] = await Promise.all([
      settings.get(),
      holidaysBetween(db, today, addDays(today, BOOKING_DAYS + 1)),
    ]);
    return { ajustes, hours: weeklyHours(ajustes.horarios), options: { today, holidays } };
  };
}
