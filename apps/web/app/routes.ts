import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every path of WEB_ROUTES (packages/domain access/web-routes), the redirects of WEB_REDIRECTS and
 * a catch-all to /inicio (spec 000 §2). routes.test.ts keeps this list and WEB_ROUTES in step.
 */
export default [
  index('routes/redirect.tsx', { id: 'redirect-home' }),
  route('inicio', 'routes/inicio.tsx'),
  route('compra-tu-auto', 'routes/compra-tu-auto.tsx'),
  route('vende-tu-auto', 'routes/vende-tu-auto.tsx'),
  route('vende-tu-auto/consulta', 'routes/vende-tu-auto-consulta.tsx'),
  route('vende-tu-auto/confirmar', 'routes/vende-tu-auto-confirmar.tsx'),
  route('terminos-y-condiciones', 'routes/terminos-y-condiciones.tsx'),
  route('politicas-de-privacidad', 'routes/politicas-de-privacidad.tsx'),
  route('reclamos', 'routes/reclamos.tsx'),
  route('reclamos/consulta', 'routes/reclamos-consulta.tsx'),
  route('prueba-de-manejo/consulta', 'routes/prueba-de-manejo-consulta.tsx'),
  route('info-auto/:id', 'routes/info-auto.tsx'),
  route('baja-de-publicidad', 'routes/baja-de-publicidad.tsx'),
  route('favoritos', 'routes/favoritos.tsx'),
  route('comparar', 'routes/comparar.tsx'),
  route('alertas', 'routes/alertas.tsx'),
  route('alertas/confirmar', 'routes/alertas-confirmar.tsx'),

  route('admin', 'routes/redirect.tsx', { id: 'redirect-admin' }),
  route('admin/reportes', 'routes/redirect.tsx', { id: 'redirect-reports' }),
  // Back-office: rendered in the browser behind one guard (clientLoader) that re-runs on every navigation.
  layout('routes/admin/layout.tsx', [
    // spec 000 §2: /admin/inicio is the vehicle management screen, as /admin/autos.
    route('admin/inicio', 'routes/admin/autos.tsx', { id: 'admin-inicio' }),
    route('admin/autos', 'routes/admin/autos.tsx'),
    route('admin/accesorios', 'routes/admin/accesorios.tsx'),
    route('admin/interesados', 'routes/admin/interesados.tsx'),
    route('admin/ofertas', 'routes/admin/ofertas.tsx'),
    route('admin/pruebas-de-manejo', 'routes/admin/pruebas-de-manejo.tsx'),
    route('admin/usuarios', 'routes/admin/usuarios.tsx'),
    route('admin/movimientos', 'routes/admin/movimientos.tsx'),
    route('admin/clientes', 'routes/admin/clientes.tsx'),
    route('admin/bajas-de-publicidad', 'routes/admin/bajas-de-publicidad.tsx'),
    route('admin/reclamos', 'routes/admin/reclamos.tsx'),
    layout('routes/admin/reportes/layout.tsx', [
      route('admin/reportes/dashboard', 'routes/admin/reportes/dashboard.tsx'),
      route('admin/reportes/ventas', 'routes/admin/reportes/ventas.tsx'),
      route('admin/reportes/estados', 'routes/admin/reportes/estados.tsx'),
      route('admin/reportes/clientes', 'routes/admin/reportes/clientes.tsx'),
      route('admin/reportes/top-10-marcas', 'routes/admin/reportes/top-10-marcas.tsx'),
    ]),
  ]),

  route('*', 'routes/redirect.tsx', { id: 'redirect-unknown' }),
] satisfies RouteConfig;
