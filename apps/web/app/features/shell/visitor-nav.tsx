import { VISITOR_MENU } from '@motorplaza/domain/access/menu';
import { IconSearch, IconUser } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import buttons from '../../components/buttons.module.css';
import { FavouritesLink } from './favourites-link';
import classes from './shell.module.css';

interface VisitorNavProps {
  readonly onLogin: () => void;
  readonly onSearch: () => void;
  readonly onIntent: (overlay: 'login' | 'search') => void;
}

/** Spec 000 §2: Inicio, Compra tu auto, Vende tu auto, then the login and search buttons. */
export function VisitorNav({ onLogin, onSearch, onIntent }: VisitorNavProps) {
  return (
    <div className={classes.visitorNav}>
      <nav aria-label="Menú principal">
        <ul className={classes.navList}>
          {VISITOR_MENU.map((entry) =>
            entry.kind === 'link' ? (
              <li key={entry.to}>
                <NavLink to={entry.to} className={classes.navLink}>
                  {entry.label}
                </NavLink>
              </li>
            ) : null,
          )}
        </ul>
      </nav>
      <FavouritesLink />
      <button
        type="button"
        className={buttons.iconButton}
        data-variant="light"
        data-size="lg"
        data-radius="xl"
        aria-label="Iniciar sesión"
        onClick={onLogin}
        onPointerEnter={() => onIntent('login')}
        onFocus={() => onIntent('login')}
      >
        <IconUser size={20} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={buttons.iconButton}
        data-size="lg"
        data-radius="xl"
        aria-label="Buscar"
        onClick={onSearch}
        onPointerEnter={() => onIntent('search')}
        onFocus={() => onIntent('search')}
      >
        <IconSearch size={20} aria-hidden="true" />
      </button>
    </div>
  );
}
