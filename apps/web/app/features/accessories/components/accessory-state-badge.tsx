import { Badge } from '@mantine/core';

/** Spec 001 §2.4: Activo (green) or Inactivo (red), dark shades for AA contrast. */
export function AccessoryStateBadge({ estado }: { readonly estado: boolean }) {
  return (
    <Badge color={estado ? 'green.9' : 'red.9'} variant="filled">
      {estado ? 'Activo' : 'Inactivo'}
    </Badge>
  );
}
