import { useDisclosure } from '@mantine/hooks';
import { HOME_PATH } from '@motorplaza/domain/access/web-routes';
import { type ReactNode, useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logout } from '../features/auth/auth-api';
import { LoginModal } from '../features/auth/login-modal';
import { useReturnUrlPrompt } from '../features/auth/use-return-url-prompt';
import { useSessionBootstrap } from '../features/auth/use-session-bootstrap';
import { useSessionUser } from '../features/auth/use-session-user';
import { ContactButton } from '../features/contact/contact-button';
import { ProfileModal } from '../features/profile/profile-modal';
import { SearchOverlay } from '../features/search/search-overlay';
import { MobileMenu } from '../features/shell/mobile-menu';
import { NavigationProgress } from '../features/shell/navigation-progress';
import { SiteHeader } from '../features/shell/site-header';
import { StaffFooter } from '../features/shell/staff-footer';
import { VisitorFooter } from '../features/shell/visitor-footer';
import { useRootData } from '../lib/root-data';

/** Spec 000 §2 "Shell common to all screens": composes the features around every page. */
export function SiteLayout({ children }: { readonly children: ReactNode }) {
  const { settings, appVersion } = useRootData();
  const user = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [loginOpened, loginModal] = useDisclosure(false);
  const [searchOpened, searchOverlay] = useDisclosure(false);
  const [profileOpened, profileModal] = useDisclosure(false);
  // The side menu belongs to the location it was opened at, so any navigation closes it.
  const [menuLocation, setMenuLocation] = useState<string | null>(null);
  const menuOpened = menuLocation === location.key;
  const closeMenu = () => setMenuLocation(null);

  const openLogin = useCallback(() => {
    setMenuLocation(null);
    loginModal.open();
  }, [loginModal.open]);

  function openProfile() {
    closeMenu();
    profileModal.open();
  }

  async function signOut() {
    closeMenu();
    await logout();
    navigate(HOME_PATH);
  }

  useSessionBootstrap();
  useReturnUrlPrompt(user, openLogin);

  return (
    <div className="site-frame">
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      <NavigationProgress />
      <SiteHeader
        user={user}
        settings={settings}
        menuOpened={menuOpened}
        onOpenMenu={() => setMenuLocation(location.key)}
        onLogin={openLogin}
        onSearch={searchOverlay.open}
        onEditProfile={openProfile}
        onLogout={signOut}
      />
      <MobileMenu
        opened={menuOpened}
        onClose={closeMenu}
        user={user}
        settings={settings}
        appVersion={appVersion}
        onLogin={openLogin}
        onEditProfile={openProfile}
        onLogout={signOut}
      />
      <main id="contenido" tabIndex={-1} className="site-main">
        {children}
      </main>
      {user ? <StaffFooter settings={settings} /> : <VisitorFooter settings={settings} />}
      {!user && <ContactButton settings={settings} />}
      <LoginModal opened={loginOpened && !user} onClose={loginModal.close} />
      <SearchOverlay opened={searchOpened} onClose={searchOverlay.close} />
      {user && <ProfileModal opened={profileOpened} onClose={profileModal.close} />}
    </div>
  );
}
