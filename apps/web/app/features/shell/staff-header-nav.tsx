import { Group } from '@mantine/core';
import { staffMenu } from '@motorplaza/domain/access/menu';
import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { MantinePublicStyles } from '../../styles/mantine-styles';
import { ProfileMenu } from './profile-menu';
import { StaffNav } from './staff-nav';

interface StaffHeaderNavProps {
  readonly user: SessionUser;
  readonly onEditProfile: () => void;
  readonly onLogout: () => void;
}

/** Spec 000 §2: the signed-in header on large screens: the role's menu and the profile card. */
export function StaffHeaderNav({ user, onEditProfile, onLogout }: StaffHeaderNavProps) {
  return (
    <>
      <MantinePublicStyles />
      <Group gap="md" wrap="nowrap" visibleFrom="lg">
        <StaffNav entries={staffMenu(user)} />
        <ProfileMenu user={user} onEditProfile={onEditProfile} onLogout={onLogout} />
      </Group>
    </>
  );
}
