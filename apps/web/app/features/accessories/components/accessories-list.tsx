import { ActionIcon, Group, Table, Text } from '@mantine/core';
import type { Accessory } from '@motorplaza/domain/accessories/accessory.schema';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import classes from './accessories.module.css';
import { AccessoryStateBadge } from './accessory-state-badge';

export interface AccessoriesListProps {
  readonly accessories: readonly Accessory[];
  /** Null when the user may not change accessories: no action buttons. */
  readonly onEdit: ((accessory: Accessory) => void) | null;
  readonly onDelete: ((accessory: Accessory) => void) | null;
  /** Phones get cards: the four columns do not fit 390 px. */
  readonly cards: boolean;
}

function Actions({
  accessory,
  onEdit,
  onDelete,
}: Omit<AccessoriesListProps, 'accessories' | 'cards'> & {
  readonly accessory: Accessory;
}) {
  if (!onEdit || !onDelete) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="navy"
        size="lg"
        aria-label={`Editar ${accessory.nombre}`}
        aria-haspopup="dialog"
        onClick={() => onEdit(accessory)}
      >
        <IconEdit size={18} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red.8"
        size="lg"
        aria-label={`Eliminar ${accessory.nombre}`}
        aria-haspopup="dialog"
        onClick={() => onDelete(accessory)}
      >
        <IconTrash size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}

/** The accessories of one page: the table of spec 001 §2.4, or cards on phones. */
export function AccessoriesList({ accessories, onEdit, onDelete, cards }: AccessoriesListProps) {
  const actions = onEdit !== null && onDelete !== null;
  if (cards) {
    return (
      <ul className={classes.cards} aria-label="Accesorios">
        {accessories.map((accessory) => (
          <li key={accessory.idAccesorio} className={classes.card}>
            <div className={classes.cardText}>
              <Text fw={700}>{accessory.nombre}</Text>
              <Text size="sm" c="dimmed">
                {accessory.tipo}
              </Text>
              <AccessoryStateBadge estado={accessory.estado} />
            </div>
            <Actions accessory={accessory} onEdit={onEdit} onDelete={onDelete} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Accesorios">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Estado</Table.Th>
            {actions && <Table.Th className={classes.actionsHeader}>Acciones</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accessories.map((accessory) => (
            <Table.Tr key={accessory.idAccesorio}>
              <Table.Td fw={600}>{accessory.nombre}</Table.Td>
              <Table.Td>{accessory.tipo}</Table.Td>
              <Table.Td>
                <AccessoryStateBadge estado={accessory.estado} />
              </Table.Td>
              {actions && (
                <Table.Td className={classes.actionsCell}>
                  <Actions accessory={accessory} onEdit={onEdit} onDelete={onDelete} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
