import { Badge } from '@mantine/core';
import { userStateLabel } from '@motorplaza/domain/users/user-display';

/** Activo (green) or Inactivo (grey), filled in dark shades for AA contrast. */
export function UserStateBadge({ estado }: { readonly estado: boolean }) {
  return (
    <Badge color={estado ? 'green.9' : 'gray.7'} variant="filled">
      {userStateLabel(estado)}
    </Badge>
  );
}
