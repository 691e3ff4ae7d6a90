import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from './default-settings';
import { openingHoursOf, parseDays, parseHours } from './opening-hours';

describe('parseDays', () => {
  it.each([
    ['Lunes a Viernes', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
    ['lunes - miércoles', ['Monday', 'Tuesday', 'Wednesday']],
    ['Sábado', ['Saturday']],
    ['SÁBADOS', ['Saturday']],
    ['Lunes, Miércoles y Viernes', ['Monday', 'Wednesday', 'Friday']],
    ['Domingos y feriados', ['Sunday', 'PublicHolidays']],
    ['Lunes a Viernes y Sábado', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']],
  ])('%s', (text, days) => {
    expect(parseDays(text)).toEqual(days);
  });

  it.each(['Todos los días', 'Viernes a Lunes', 'Lun a Vie', '', 'Lunes a'])('cannot read %j', (text) => {
    expect(parseDays(text)).toBeNull();
  });
});

describe('parseHours', () => {
  it.each([
    ['9:00 a 18:00', [{ opens: '09:00', closes: '18:00' }]],
    ['09:30 - 17:45', [{ opens: '09:30', closes: '17:45' }]],
    [
      '9 a 13 y 15 a 19',
      [
        { opens: '09:00', closes: '13:00' },
        { opens: '15:00', closes: '19:00' },
      ],
    ],
    ['9:00 a.m. a 6:00 p.m.', [{ opens: '09:00', closes: '18:00' }]],
    ['10 am - 2 pm', [{ opens: '10:00', closes: '14:00' }]],
    ['Cerrado', [{ opens: '00:00', closes: '00:00' }]],
    ['24 horas', [{ opens: '00:00', closes: '23:59' }]],
  ])('%s', (text, spans) => {
    expect(parseHours(text)).toEqual(spans);
  });

  it.each(['Previa cita', '18:00 a 9:00', '25:00 a 26:00', '9:75 a 10:00', '13 p.m. a 14 p.m.', ''])(
    'cannot read %j',
    (text) => {
      expect(parseHours(text)).toBeNull();
    },
  );
});

describe('openingHoursOf', () => {
  it('reads the default settings (spec 000 §1) and says Sunday is closed', () => {
    expect(openingHoursOf(DEFAULT_SITE_SETTINGS.horarios)).toEqual([
      {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      { dayOfWeek: ['Saturday'], opens: '09:00', closes: '17:00' },
      { dayOfWeek: ['Sunday'], opens: '00:00', closes: '00:00' },
    ]);
  });

  it('leaves out a line it cannot read instead of guessing', () => {
    expect(
      openingHoursOf([
        { dias: 'Lunes a Viernes', horas: 'Previa cita' },
        { dias: 'Sábado', horas: '9:00 a 13:00' },
      ]),
    ).toEqual([{ dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' }]);
  });
});
