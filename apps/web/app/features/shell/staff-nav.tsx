import { Menu, UnstyledButton } from '@mantine/core';
import { isLinkActive, type MenuEntry, type MenuGroup } from '@motorplaza/domain/access/menu';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import classes from './shell.module.css';

function GroupMenu({ group }: { readonly group: MenuGroup }) {
  const { pathname } = useLocation();
  const active = group.items.some((item) => isLinkActive(item, pathname));
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
  const { pathname } = useLocation();
  return (
    <nav aria-label="Menú principal">
      <ul className={classes.navList}>
        {entries.map((entry) => (
          <li key={entry.label}>
            {entry.kind === 'link' ? (
              <Link
                to={entry.to}
                className={classes.navLink}
                aria-current={isLinkActive(entry, pathname) ? 'page' : undefined}
              >
                {entry.label}
              </Link>
            ) : (
              <GroupMenu group={entry} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
