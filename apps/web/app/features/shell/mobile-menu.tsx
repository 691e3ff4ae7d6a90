import { Anchor, Button, Drawer, Group, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { isLinkActive, type MenuEntry, staffMenu, VISITOR_MENU } from '@motorplaza/domain/access/menu';
import { ROLE_LABELS } from '@motorplaza/domain/access/roles';
import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { greetingName } from '@motorplaza/domain/shared/format';
import { IconLogout, IconMail, IconPhone, IconUser, IconUserEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { telHref } from '../../lib/tel-href';
import { MantinePublicStyles } from '../../styles/mantine-styles';
import classes from './shell.module.css';

export const MOBILE_MENU_WIDTH = 300;

interface MobileMenuProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly user: SessionUser | null;
  readonly settings: SiteSettings;
  readonly appVersion: string;
  readonly onLogin: () => void;
  /** The pointer is over, or focus on, the login button. */
  readonly onIntent: (overlay: 'login') => void;
  readonly onEditProfile: () => void;
  readonly onLogout: () => void;
}

function MenuLinks({ entries }: { readonly entries: readonly MenuEntry[] }) {
  const { pathname } = useLocation();
  // spec 000 §2: the dropdown groups (Clientes, Usuarios) open one at a time.
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  return (
    <nav aria-label="Menú móvil">
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <MantineNavLink
            key={entry.to}
            component={NavLink}
            to={entry.to}
            label={entry.label}
            active={isLinkActive(entry, pathname)}
            className={classes.drawerLink}
          />
        ) : (
          <MantineNavLink
            key={entry.label}
            component="button"
            type="button"
            label={entry.label}
            aria-expanded={openGroup === entry.label}
            opened={openGroup === entry.label}
            onChange={(opened) => setOpenGroup(opened ? entry.label : null)}
            className={classes.drawerLink}
          >
            {entry.items.map((item) => (
              <MantineNavLink
                key={item.to}
                component={NavLink}
                to={item.to}
                label={item.label}
                active={isLinkActive(item, pathname)}
                className={classes.drawerLink}
              />
            ))}
          </MantineNavLink>
        ),
      )}
    </nav>
  );
}

/** Spec 000 §2: the side menu of small screens (300 px, dimmed backdrop, version label). */
export function MobileMenu({
  opened,
  onClose,
  user,
  settings,
  appVersion,
  onLogin,
  onIntent,
  onEditProfile,
  onLogout,
}: MobileMenuProps) {
  return (
    <>
      <MantinePublicStyles />
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        size={MOBILE_MENU_WIDTH}
        title="Menú"
        closeButtonProps={{ 'aria-label': 'Cerrar menú' }}
        overlayProps={{ backgroundOpacity: 0.55, blur: 2 }}
        classNames={{ body: classes.drawerBody, title: classes.drawerTitle }}
      >
        <Stack justify="space-between" h="100%" gap="lg">
          <Stack gap="md">
            {user && (
              <Group gap="sm" wrap="nowrap" className={classes.drawerProfile}>
                <UserAvatar user={user} size="lg" />
                <div>
                  <Text fw={700}>Hola, {greetingName(user.nombre)}</Text>
                  <Text size="sm" c="dimmed">
                    {ROLE_LABELS[user.rol]}
                  </Text>
                </div>
              </Group>
            )}
            <MenuLinks entries={user ? staffMenu(user) : VISITOR_MENU} />
            {user ? (
              <Stack gap="xs">
                <Button
                  variant="default"
                  leftSection={<IconUserEdit size={18} aria-hidden="true" />}
                  onClick={onEditProfile}
                >
                  Actualizar Perfil
                </Button>
                <Button
                  variant="light"
                  leftSection={<IconLogout size={18} aria-hidden="true" />}
                  onClick={onLogout}
                >
                  Cerrar Sesión
                </Button>
              </Stack>
            ) : (
              <>
                <Button
                  leftSection={<IconUser size={18} aria-hidden="true" />}
                  onClick={onLogin}
                  onPointerEnter={() => onIntent('login')}
                  onFocus={() => onIntent('login')}
                >
                  Iniciar sesión
                </Button>
                <Stack gap={6} className={classes.drawerContact}>
                  <Anchor href={telHref(settings.telefono)} size="sm" className={classes.drawerContactLink}>
                    <IconPhone size={16} aria-hidden="true" />
                    {settings.telefono}
                  </Anchor>
                  <Anchor href={`mailto:${settings.correo}`} size="sm" className={classes.drawerContactLink}>
                    <IconMail size={16} aria-hidden="true" />
                    {settings.correo}
                  </Anchor>
                </Stack>
              </>
            )}
          </Stack>
          <Text size="sm" c="dimmed" ta="center">
            Versión {appVersion}
          </Text>
        </Stack>
      </Drawer>
    </>
  );
}
