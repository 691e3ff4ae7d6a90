import { Menu, Text, UnstyledButton } from '@mantine/core';
import { ROLE_LABELS } from '@motorplaza/domain/access/roles';
import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { greetingName } from '@motorplaza/domain/shared/format';
import { IconChevronDown, IconLogout, IconUserEdit } from '@tabler/icons-react';
import { UserAvatar } from '../../components/user-avatar';
import classes from './shell.module.css';

interface ProfileMenuProps {
  readonly user: SessionUser;
  readonly onEditProfile: () => void;
  readonly onLogout: () => void;
}

/** Spec 000 §2: the profile card (greeting, role, photo) and its dropdown. */
export function ProfileMenu({ user, onEditProfile, onLogout }: ProfileMenuProps) {
  return (
    <Menu position="bottom-end" offset={6} shadow="md" width={220}>
      <Menu.Target>
        {/* A button holds phrasing content only: spans, laid out as the Group they replace. */}
        <UnstyledButton className={classes.profileCard}>
          <UserAvatar user={user} />
          <span className={classes.profileText}>
            <Text component="span" fw={700} size="sm" lh={1.2}>
              Hola, {greetingName(user.nombre)}
            </Text>
            <Text component="span" size="xs" c="dimmed" lh={1.2}>
              {ROLE_LABELS[user.rol]}
            </Text>
          </span>
          <IconChevronDown size={16} aria-hidden="true" className={classes.chevron} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUserEdit size={18} aria-hidden="true" />} onClick={onEditProfile}>
          Actualizar Perfil
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={18} aria-hidden="true" />} color="brand" onClick={onLogout}>
          Cerrar Sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
