import { Button, Checkbox, Text } from '@mantine/core';
import { formatDate } from '@motorplaza/domain/shared/format';
import { userFullName } from '@motorplaza/domain/users/user-display';
import { IconEdit, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { UserAvatar } from '../../../components/user-avatar';
import { RoleBadge } from './role-badge';
import { canDelete, type UserRowProps } from './user-actions';
import { UserStateBadge } from './user-state-badge';
import classes from './users.module.css';

/** Spec 001 §2.8 card: avatar, name, role badge, email, creation date; Editar, Activar/Desactivar, Eliminar. */
export function UserCard({ user, selected, onSelect, onAction }: UserRowProps) {
  const name = userFullName(user);
  const headingId = `usuario-${user.idUsuario}-nombre`;
  return (
    <article className={classes.card} data-selected={selected || undefined} aria-labelledby={headingId}>
      <Checkbox
        className={classes.cardCheck}
        aria-label={`Seleccionar a ${name}`}
        checked={selected}
        onChange={(event) => onSelect(user, event.currentTarget.checked)}
      />
      <div className={classes.cardState}>
        <UserStateBadge estado={user.estado} />
      </div>
      <UserAvatar user={{ sub: user.idUsuario, foto: user.foto }} size={80} />
      <h3 id={headingId} className={classes.cardName}>
        {name}
      </h3>
      <RoleBadge rol={user.rol} />
      <Text className={classes.cardMail}>{user.correo}</Text>
      <Text size="sm" c="dimmed">
        Creado el {formatDate(user.fechaCreacion)}
      </Text>
      <div className={classes.cardActions}>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconEdit size={16} aria-hidden="true" />}
          aria-label={`Editar a ${name}`}
          aria-haspopup="dialog"
          onClick={() => onAction('edit', user)}
        >
          Editar
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={
            user.estado ? (
              <IconUserOff size={16} aria-hidden="true" />
            ) : (
              <IconUserCheck size={16} aria-hidden="true" />
            )
          }
          aria-label={`${user.estado ? 'Desactivar' : 'Activar'} a ${name}`}
          onClick={() => onAction('toggle', user)}
        >
          {user.estado ? 'Desactivar' : 'Activar'}
        </Button>
        {canDelete(user) && (
          <Button
            size="xs"
            variant="outline"
            color="red.8"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            aria-label={`Eliminar a ${name}`}
            onClick={() => onAction('delete', user)}
          >
            Eliminar
          </Button>
        )}
      </div>
    </article>
  );
}
