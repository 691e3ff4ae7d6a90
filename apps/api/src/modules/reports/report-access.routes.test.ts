import { DEFAULT_ROLE_PERMISSIONS } from '@motorplaza/domain/access/permissions';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { REPORT_PERIOD_MESSAGES } from '@motorplaza/domain/reports/report-period';
import { describe, expect, it } from 'vitest';
import { reportTestApp } from '../../../test/report-fixtures';

const app = reportTestApp();

const PERIOD_REPORTS = ['/ventas', '/clientes', '/top-marcas', '/embudo'];
const ALL_REPORTS = ['/dashboard', '/estados', '/inventario', ...PERIOD_REPORTS];

describe('the period of /ventas, /clientes, /top-marcas and /embudo', () => {
  const refused: [string, string, string][] = [
    ['reversed', '?desde=2026-03-01&hasta=2026-02-01', REPORT_PERIOD_MESSAGES.reversed],
    ['an impossible desde', '?desde=2026-02-30&hasta=2026-03-10', REPORT_PERIOD_MESSAGES.invalidDesde],
    ['an impossible hasta', '?desde=2026-02-01&hasta=2026-13-01', REPORT_PERIOD_MESSAGES.invalidHasta],
    ['not a date', '?desde=ayer&hasta=2026-03-10', REPORT_PERIOD_MESSAGES.invalidDesde],
    ['only desde', '?desde=2026-01-01', REPORT_PERIOD_MESSAGES.incomplete],
    ['only hasta', '?hasta=2026-01-01', REPORT_PERIOD_MESSAGES.incomplete],
    ['121 months', '?desde=2000-01-01&hasta=2010-01-01', REPORT_PERIOD_MESSAGES.tooLong],
  ];

  it.each(refused)('answers 400 with the Spanish message to %s', async (_name, query, message) => {
    for (const report of PERIOD_REPORTS) {
      const response = await app.get(`${report}${query}`);
      expect(response.statusCode, `${report}${query}`).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.message).toBe(HTTP_MESSAGES.badRequest);
      expect(Object.values(body.errors)).toEqual([message]);
    }
  });

  it('accepts 120 months', async () => {
    for (const report of PERIOD_REPORTS) {
      expect((await app.get(`${report}?desde=2000-01-01&hasta=2009-12-31`)).statusCode).toBe(200);
    }
  });
});

describe('who may read the reports (decision 0017: ADMIN and EJECUTIVO with VER_REPORTES)', () => {
  it('answers ADMIN and EJECUTIVO, refuses asesores with 403 and visitors with 401', async () => {
    for (const report of ALL_REPORTS) {
      expect((await app.get(report, 'ADMIN')).statusCode, report).toBe(200);
      expect((await app.get(report, 'EJECUTIVO')).statusCode, report).toBe(200);
      for (const role of ['ASESOR1', 'ASESOR2'] as const) {
        const refused = await app.get(report, role);
        expect(refused.statusCode, `${report} ${role}`).toBe(403);
        expect(refused.json().message).toBe(HTTP_MESSAGES.forbidden);
      }
      const visitor = await app.get(report, null);
      expect(visitor.statusCode, report).toBe(401);
      expect(visitor.json().message).toBe(HTTP_MESSAGES.unauthenticated);
    }
  });

  it('refuses an EJECUTIVO or ADMIN stripped of VER_REPORTES', async () => {
    for (const role of ['EJECUTIVO', 'ADMIN'] as const) {
      const permisos = DEFAULT_ROLE_PERMISSIONS[role].filter((p) => p !== 'VER_REPORTES');
      for (const report of ALL_REPORTS) {
        const response = await app.t.injectWith(role, permisos, {
          method: 'GET',
          url: `/api/v1/reportes${report}`,
        });
        expect(response.statusCode, `${report} ${role}`).toBe(403);
      }
    }
  });
});
