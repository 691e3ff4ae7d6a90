import { ActionIcon, Checkbox, Menu, Stack, Table, Text } from '@mantine/core';
import type { AdminUser } from '@motorplaza/domain/users/user-admin.schema';
import { userFullName } from '@motorplaza/domain/users/user-display';
import { IconDotsVertical, IconEdit, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { UserAvatar } from '../../../components/user-avatar';
import { RoleBadge } from './role-badge';
import { canDelete, type UserRowAction, type UserRowProps } from './user-actions';
import { UserStateBadge } from './user-state-badge';
import classes from './users.module.css';

function UserRow({ user, selected, onSelect, onAction }: UserRowProps) {
  const name = userFullName(user);
  return (
    <Table.Tr data-selected={selected || undefined}>
      <Table.Td>
        <Checkbox
          aria-label={`Seleccionar a ${name}`}
          checked={selected}
          onChange={(event) => onSelect(user, event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <div className={classes.userCell}>
          <UserAvatar user={{ sub: user.idUsuario, foto: user.foto }} size={40} />
          <div className={classes.userText}>
            <Text fw={700} size="sm">
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {user.correo}
            </Text>
            <Text size="xs" c="dimmed">
              DNI {user.dni}
            </Text>
          </div>
        </div>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <RoleBadge rol={user.rol} />
          <Text size="sm" c="dimmed">
            {user.puesto ?? 'Sin puesto'}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <UserStateBadge estado={user.estado} />
      </Table.Td>
      <Table.Td>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={`Acciones de ${name}`}>
              <IconDotsVertical size={18} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconEdit size={16} aria-hidden="true" />}
              onClick={() => onAction('edit', user)}
            >
              Editar
            </Menu.Item>
            <Menu.Item
              leftSection={
                user.estado ? (
                  <IconUserOff size={16} aria-hidden="true" />
                ) : (
                  <IconUserCheck size={16} aria-hidden="true" />
                )
              }
              onClick={() => onAction('toggle', user)}
            >
              {user.estado ? 'Desactivar' : 'Activar'}
            </Menu.Item>
            {canDelete(user) && (
              <Menu.Item
                color="red.8"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => onAction('delete', user)}
              >
                Eliminar
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}

interface UsersTableProps {
  readonly users: readonly AdminUser[];
  readonly selected: ReadonlySet<number>;
  readonly onSelect: (user: AdminUser, selected: boolean) => void;
  readonly onSelectPage: (selected: boolean) => void;
  readonly onAction: (action: UserRowAction, user: AdminUser) => void;
}

/** Spec 001 §2.8 table: checkbox, user (avatar, name, email, DNI), role and position, status, actions. */
export function UsersTable({ users, selected, onSelect, onSelectPage, onAction }: UsersTableProps) {
  const chosen = users.filter((user) => selected.has(user.idUsuario)).length;
  return (
    <div className={classes.tableWrap}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Usuarios">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>
              <Checkbox
                aria-label="Seleccionar todos los usuarios de la página"
                checked={users.length > 0 && chosen === users.length}
                indeterminate={chosen > 0 && chosen < users.length}
                onChange={(event) => onSelectPage(event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>Usuario</Table.Th>
            <Table.Th>Rol y puesto</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th w={80}>Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <UserRow
              key={user.idUsuario}
              user={user}
              selected={selected.has(user.idUsuario)}
              onSelect={onSelect}
              onAction={onAction}
            />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
