import { Avatar, type MantineSize } from '@mantine/core';
import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { mediaUrl, userPhotoKey } from '@motorplaza/domain/photos/photo-files';

export const DEFAULT_USER_PICTURE = '/images/usuario-predeterminado.svg';

interface UserAvatarProps {
  readonly user: Pick<SessionUser, 'sub' | 'foto'>;
  readonly size?: MantineSize | number;
}

/**
 * The user's photo (spec 000 §3: base location + sub + file name), or the default picture. Decorative.
 * A span (Mantine's styles make it a block), so that it may sit inside a button.
 */
export function UserAvatar({ user, size = 'md' }: UserAvatarProps) {
  const src = user.foto ? mediaUrl(userPhotoKey(user.sub, user.foto)) : DEFAULT_USER_PICTURE;
  return <Avatar component="span" src={src} alt="" size={size} radius="xl" />;
}
