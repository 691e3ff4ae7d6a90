import { useDisclosure } from '@mantine/hooks';
import { HOME_PATH } from '@motorplaza/domain/access/web-routes';
import { type ReactNode, useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LazyOverlay } from '../components/lazy-overlay';
import { useReturnUrlPrompt } from '../features/auth/use-return-url-prompt';
import { useSessionBootstrap } from '../features/auth/use-session-bootstrap';
import { useSessionFollow } from '../features/auth/use-session-follow';
import { CompareTray } from '../features/compare/compare-tray';
import { ContactButton } from '../features/contact/contact-button';
import { NavigationProgress } from '../features/shell/navigation-progress';
import { SiteHeader } from '../features/shell/site-header';
import { StaffFooter } from '../features/shell/staff-footer';
import { VisitorFooter } from '../features/shell/visitor-footer';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { useRootData } from '../lib/root-data';
import { useSessionUser } from '../lib/use-session-user';

// The overlays load on their first opening (or when the pointer or focus reaches their button), so
// the first load of every page does without the modal code, the forms, react-hook-form and zod.
const LoginModal = preloadableLazy(() =>
  import('../features/auth/login-modal').then((module) => module.LoginModal),
);
const SearchOverlay = preloadableLazy(() =>
  import('../features/search/search-overlay').then((module) => module.SearchOverlay),
);
const MobileMenu = preloadableLazy(() =>
  import('../features/shell/mobile-menu').then((module) => module.MobileMenu),
);
const ProfileModal = preloadableLazy(() =>
  import('../features/profile/profile-modal').then((module) => module.ProfileModal),
);
const OVERLAYS = { login: LoginModal, search: SearchOverlay, menu: MobileMenu } as const;

function preloadOverlay(overlay: keyof typeof OVERLAYS) {
  OVERLAYS[overlay].preload();
}

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
    const { logout } = await import('../features/auth/auth-api');
    await logout();
    navigate(HOME_PATH);
  }

  useSessionBootstrap();
  useSessionFollow(user !== null);
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
        onIntent={preloadOverlay}
        onEditProfile={openProfile}
        onLogout={signOut}
      />
      <LazyOverlay opened={menuOpened}>
        {(opened) => (
          <MobileMenu
            opened={opened}
            onClose={closeMenu}
            user={user}
            settings={settings}
            appVersion={appVersion}
            onLogin={openLogin}
            onIntent={preloadOverlay}
            onEditProfile={openProfile}
            onLogout={signOut}
          />
        )}
      </LazyOverlay>
      <main id="contenido" tabIndex={-1} className="site-main">
        {children}
      </main>
      {user ? <StaffFooter settings={settings} /> : <VisitorFooter settings={settings} />}
      {!user && <ContactButton settings={settings} />}
      <CompareTray />
      <LazyOverlay opened={loginOpened && !user}>
        {(opened) => <LoginModal opened={opened} onClose={loginModal.close} />}
      </LazyOverlay>
      <LazyOverlay opened={searchOpened}>
        {(opened) => <SearchOverlay opened={opened} onClose={searchOverlay.close} />}
      </LazyOverlay>
      {user && (
        <LazyOverlay opened={profileOpened}>
          {(opened) => <ProfileModal opened={opened} onClose={profileModal.close} />}
        </LazyOverlay>
      )}
    </div>
  );
}
