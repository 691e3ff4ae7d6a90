import { Container } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';
import classes from './reports-nav.module.css';

const REPORT_LINKS = [
  { label: 'Dashboard', to: '/admin/reportes/dashboard' },
  { label: 'Ventas', to: '/admin/reportes/ventas' },
  { label: 'Estados', to: '/admin/reportes/estados' },
  { label: 'Clientes', to: '/admin/reportes/clientes' },
  { label: 'Top 10 Marcas', to: '/admin/reportes/top-10-marcas' },
] as const;

/** The report screens share a sub-menu so each one is reachable from the others. */
export default function ReportsLayout() {
  return (
    <>
      <Container size="xl" pt="lg">
        <nav aria-label="Reportes">
          <ul className={classes.list}>
            {REPORT_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={classes.link}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <Outlet />
    </>
  );
}
