import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import buttons from '../../components/buttons.module.css';
import container from '../../components/container.module.css';
import { Logo } from '../../components/logo';
import { FavouritesLink } from './favourites-link';
import classes from './shell.module.css';
import { TopBar } from './top-bar';
import { VisitorNav } from './visitor-nav';

// Visitors never need the staff menus (Mantine's Menu and its positioning): staff pages load them.
const StaffHeaderNav = lazy(() =>
  import('./staff-header-nav').then((module) => ({ default: module.StaffHeaderNav })),
);

export interface SiteHeaderProps {
  readonly user: SessionUser | null;
  readonly settings: SiteSettings;
  readonly menuOpened: boolean;
  readonly onOpenMenu: () => void;
  readonly onLogin: () => void;
  readonly onSearch: () => void;
  /** The pointer is over, or focus on, a button that opens the login modal, the search or the menu. */
  readonly onIntent: (overlay: 'login' | 'search' | 'menu') => void;
  readonly onEditProfile: () => void;
  readonly onLogout: () => void;
}

/** Spec 000 §2: top bar (visitors), logo, menu and actions; a hamburger on small screens. */
export function SiteHeader(props: SiteHeaderProps) {
  const { user, settings, menuOpened, onOpenMenu, onLogin, onSearch, onIntent, onEditProfile, onLogout } =
    props;
  return (
    <header className={classes.header}>
      {!user && <TopBar settings={settings} />}
      <div className={container.container}>
        <div className={classes.headerRow}>
          <Logo />
          {user ? (
            <Suspense fallback={null}>
              <StaffHeaderNav user={user} onEditProfile={onEditProfile} onLogout={onLogout} />
            </Suspense>
          ) : (
            <VisitorNav onLogin={onLogin} onSearch={onSearch} onIntent={onIntent} />
          )}
          {/* The signed-in menu is longer, so it folds into the hamburger below a wider breakpoint. */}
          <div className={classes.headerActions} data-fold={user ? 'lg' : 'md'}>
            {!user && <FavouritesLink />}
            {!user && (
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
            )}
            <button
              type="button"
              className={classes.burger}
              aria-label="Menú"
              aria-expanded={menuOpened}
              onClick={onOpenMenu}
              onPointerEnter={() => onIntent('menu')}
              onFocus={() => onIntent('menu')}
            >
              <span className={classes.burgerLines} data-opened={menuOpened || undefined} />
            </button>
          </div>
        </div>
      </div>
    </header>
  );
}
