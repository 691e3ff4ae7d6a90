import { Badge } from '@mantine/core';
import { roleBadgeText } from '@motorplaza/domain/users/user-display';
import { IconCheck, IconCrown, IconHeartHandshake, IconTie, type TablerIcon } from '@tabler/icons-react';

export interface RoleBadgeStyle {
  readonly color: string;
  readonly Icon: TablerIcon | null;
}

/** Spec 001 §2.8: ADMIN crown, EJECUTIVO tie, ASESOR 1 handshake, ASESOR 2 check, others the default badge. */
const STYLES: Readonly<Record<string, RoleBadgeStyle>> = {
  ADMIN: { color: 'brand.7', Icon: IconCrown },
  EJECUTIVO: { color: 'navy.7', Icon: IconTie },
  ASESOR1: { color: 'teal.9', Icon: IconHeartHandshake },
  ASESOR2: { color: 'violet.8', Icon: IconCheck },
};
const DEFAULT_STYLE: RoleBadgeStyle = { color: 'gray.7', Icon: null };

export function roleBadgeStyle(rol: string): RoleBadgeStyle {
  return STYLES[rol] ?? DEFAULT_STYLE;
}

/** The role as a filled badge (filled dark shades keep AA contrast for small bold text). */
export function RoleBadge({ rol }: { readonly rol: string }) {
  const { color, Icon } = roleBadgeStyle(rol);
  return (
    <Badge color={color} variant="filled" leftSection={Icon ? <Icon size={14} aria-hidden="true" /> : null}>
      {roleBadgeText(rol)}
    </Badge>
  );
}
