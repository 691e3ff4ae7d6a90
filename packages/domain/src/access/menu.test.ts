import { describe, expect, it } from 'vitest';
import { isLinkActive, staffMenu } from './menu';

const autos = staffMenu({ rol: 'ASESOR2', permisos: ['VER_INVENTARIO'] }).find(
  (entry) => entry.label === 'Autos',
);

describe('isLinkActive', () => {
  it('marks Autos current on /admin/autos and on its alias /admin/inicio (spec 000 §2)', () => {
    expect(autos?.kind).toBe('link');
    if (autos?.kind !== 'link') return;
    expect(isLinkActive(autos, '/admin/autos')).toBe(true);
    expect(isLinkActive(autos, '/admin/inicio')).toBe(true);
    expect(isLinkActive(autos, '/admin/accesorios')).toBe(false);
  });

  it('matches a plain link by its path only', () => {
    const link = { kind: 'link', label: 'Accesorios', to: '/admin/accesorios' } as const;
    expect(isLinkActive(link, '/admin/accesorios')).toBe(true);
    expect(isLinkActive(link, '/admin/autos')).toBe(false);
  });
});
