import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../settings/default-settings';
import { vehicleLocation } from './vehicle-store';

const [sanIsidro, surco] = DEFAULT_SITE_SETTINGS.oficinas;

describe('vehicleLocation', () => {
  it.each([
    [1, false, [sanIsidro]],
    [2, false, [surco]],
    [0, true, [sanIsidro, surco]],
    [7, true, [sanIsidro, surco]],
  ])('swPiso %i: by appointment %s', (swPiso, byAppointment, offices) => {
    expect(vehicleLocation(swPiso, DEFAULT_SITE_SETTINGS.oficinas)).toEqual({ byAppointment, offices });
  });

  it('falls back to the office in the store position when it was renamed', () => {
    const renamed = DEFAULT_SITE_SETTINGS.oficinas.map((o, i) => ({ ...o, nombre: `Local ${i + 1}` }));
    expect(vehicleLocation(2, renamed).offices).toEqual([renamed[1]]);
  });

  it('is by appointment when the store has no office configured', () => {
    expect(
      vehicleLocation(
        2,
        [sanIsidro].filter((o) => o !== undefined),
      ),
    ).toEqual({
      byAppointment: true,
      offices: [sanIsidro],
    });
  });
});
