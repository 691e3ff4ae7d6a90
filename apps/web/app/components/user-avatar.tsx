import { Avatar, type MantineSize } from '@mantine/core';
import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { mediaUrl, userPhotoKey } from '@motorplaza/domain/photos/photo-files';

export const DEFAULT_USER_PICTURE = '/images/usuario-predeterminado.svg';

interface UserAvatarProps {
  readonly user: Pick<SessionUser, 'sub' | 'foto'>;
  readonly size?: MantineSize | number;
}

/** The user's photo (spec 000 §3: base location + sub + file name), or the default picture. Decorative. */
export function UserAvatar({ user, size = 'md' }: UserAvatarProps) {
  const src = user.foto ? mediaUrl(userPhotoKey(user.sub, user.foto)) : DEFAULT_USER_PICTURE;
  return <Avatar src={src} alt="" size={size} radius="xl" />;
}
