import { Link } from 'react-router';
import classes from './footer.module.css';

const LEGAL_LINKS = [
  { label: 'Términos y Condiciones', to: '/terminos-y-condiciones' },
  { label: 'Política de Privacidad', to: '/politicas-de-privacidad' },
  { label: 'Libro de Reclamaciones', to: '/reclamos' },
] as const;

/** The legal pages, linked from both footers. */
export function LegalLinks() {
  return (
    <nav aria-label="Enlaces legales">
      <ul className={classes.legalList}>
        {LEGAL_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={classes.footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
