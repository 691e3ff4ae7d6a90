import { NavLink, Outlet } from 'react-router';
import classes from './reports-nav.module.css';

const REPORT_LINKS = [
  { label: 'Dashboard', to: '/admin/reportes/dashboard' },
  { label: 'Ventas', to: '/admin/reportes/ventas' },
  { label: 'Estados', to: '/admin/reportes/estados' },
  { label: 'Clientes', to: '/admin/reportes/clientes' },
  { label: 'Top 10 Marcas', to: '/admin/reportes/top-10-marcas' },
] as const;

/**
 * The report screens share a sub-menu so each one is reachable from the others; it lines up with the
 * report's title below it (the width of the list screens, decision 0020).
 */
export default function ReportsLayout() {
  return (
    <>
      <div className={classes.bar}>
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
      </div>
      <Outlet />
    </>
  );
}
