import { ActionIcon, Box, Burger, Container, Group } from '@mantine/core';
import { staffMenu } from '@motorplaza/domain/access/menu';
import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { IconSearch } from '@tabler/icons-react';
import { Logo } from '../../components/logo';
import { ProfileMenu } from './profile-menu';
import classes from './shell.module.css';
import { StaffNav } from './staff-nav';
import { TopBar } from './top-bar';
import { VisitorNav } from './visitor-nav';

export interface SiteHeaderProps {
  readonly user: SessionUser | null;
  readonly settings: SiteSettings;
  readonly menuOpened: boolean;
  readonly onOpenMenu: () => void;
  readonly onLogin: () => void;
  readonly onSearch: () => void;
  readonly onEditProfile: () => void;
  readonly onLogout: () => void;
}

/** Spec 000 §2: top bar (visitors), logo, menu and actions; a hamburger on small screens. */
export function SiteHeader(props: SiteHeaderProps) {
  const { user, settings, menuOpened, onOpenMenu, onLogin, onSearch, onEditProfile, onLogout } = props;
  // The signed-in menu is longer, so it folds into the hamburger below a wider breakpoint.
  const desktop = user ? 'lg' : 'md';
  return (
    <header className={classes.header}>
      {!user && (
        <Box visibleFrom="md">
          <TopBar settings={settings} />
        </Box>
      )}
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" className={classes.headerRow}>
          <Logo />
          {user ? (
            <Group gap="md" wrap="nowrap" visibleFrom="lg">
              <StaffNav entries={staffMenu(user)} />
              <ProfileMenu user={user} onEditProfile={onEditProfile} onLogout={onLogout} />
            </Group>
          ) : (
            <VisitorNav onLogin={onLogin} onSearch={onSearch} />
          )}
          <Group gap="xs" wrap="nowrap" hiddenFrom={desktop}>
            {!user && (
              <ActionIcon variant="filled" size="lg" radius="xl" aria-label="Buscar" onClick={onSearch}>
                <IconSearch size={20} aria-hidden="true" />
              </ActionIcon>
            )}
            <Burger opened={menuOpened} onClick={onOpenMenu} aria-label="Menú" aria-expanded={menuOpened} />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
