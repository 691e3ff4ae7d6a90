import { Menu, UnstyledButton } from '@mantine/core';
import type { MenuEntry, MenuGroup } from '@motorplaza/domain/access/menu';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, NavLink, useLocation } from 'react-router';
import classes from './shell.module.css';

function GroupMenu({ group }: { readonly group: MenuGroup }) {
  const { pathname } = useLocation();
  const active = group.items.some((item) => pathname.startsWith(item.to));
  return (
    <Menu position="bottom-start" offset={4} shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton className={classes.navLink} data-active={active || undefined}>
          {group.label}
          <IconChevronDown size={16} aria-hidden="true" className={classes.chevron} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {group.items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Spec 000 §2: the signed-in menu on large screens; groups open as dropdown menus. */
export function StaffNav({ entries }: { readonly entries: readonly MenuEntry[] }) {
  return (
    <nav aria-label="Menú principal">
      <ul className={classes.navList}>
        {entries.map((entry) => (
          <li key={entry.label}>
            {entry.kind === 'link' ? (
              <NavLink to={entry.to} className={classes.navLink}>
                {entry.label}
              </NavLink>
            ) : (
              <GroupMenu group={entry} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
