import { ActionIcon, Group } from '@mantine/core';
import { VISITOR_MENU } from '@motorplaza/domain/access/menu';
import { IconSearch, IconUser } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import classes from './shell.module.css';

interface VisitorNavProps {
  readonly onLogin: () => void;
  readonly onSearch: () => void;
}

/** Spec 000 §2: Inicio, Compra tu auto, Vende tu auto, then the login and search buttons. */
export function VisitorNav({ onLogin, onSearch }: VisitorNavProps) {
  return (
    <Group gap="xs" wrap="nowrap" visibleFrom="md">
      <nav aria-label="Menú principal">
        <ul className={classes.navList}>
          {VISITOR_MENU.map((entry) =>
            entry.kind === 'link' ? (
              <li key={entry.to}>
                <NavLink to={entry.to} className={classes.navLink}>
                  {entry.label}
                </NavLink>
              </li>
            ) : null,
          )}
        </ul>
      </nav>
      <ActionIcon variant="light" size="lg" radius="xl" aria-label="Iniciar sesión" onClick={onLogin}>
        <IconUser size={20} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon variant="filled" size="lg" radius="xl" aria-label="Buscar" onClick={onSearch}>
        <IconSearch size={20} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
