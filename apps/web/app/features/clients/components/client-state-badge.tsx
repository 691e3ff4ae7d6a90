import { Badge } from '@mantine/core';
import { clientStateLabel, clientStateUpper } from '@motorplaza/domain/clients/client.schema';

/** Activo/Inactivo in the list; ACTIVO/INACTIVO green or red in the detail (spec 001 §2.5). */
export function ClientStateBadge({
  estado,
  upper = false,
}: {
  readonly estado: boolean;
  readonly upper?: boolean;
}) {
  return (
    <Badge color={estado ? 'green.9' : 'red.9'} variant="filled" tt="none">
      {upper ? clientStateUpper(estado) : clientStateLabel(estado)}
    </Badge>
  );
}
