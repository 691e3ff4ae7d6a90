import { Anchor, Container, Group, Text } from '@mantine/core';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import { telHref } from '../../lib/tel-href';
import classes from './shell.module.css';
import { SocialLinks } from './social-links';

/** Spec 000 §2: the visitors' top bar on large screens: phone, e-mail, hours and social links. */
export function TopBar({ settings }: { readonly settings: SiteSettings }) {
  const hours = settings.horarios.map((h) => `${h.dias}: ${h.horas}`).join(' · ');
  return (
    <div className={`${classes.topBar} dark-surface`}>
      <Container size="xl">
        <Group justify="space-between" h={40} wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Anchor href={telHref(settings.telefono)} className={classes.topBarItem}>
              <IconPhone size={16} aria-hidden="true" />
              {settings.telefono}
            </Anchor>
            <Anchor href={`mailto:${settings.correo}`} className={classes.topBarItem}>
              <IconMail size={16} aria-hidden="true" />
              {settings.correo}
            </Anchor>
            <Text component="span" className={classes.topBarItem} visibleFrom="lg">
              <IconClock size={16} aria-hidden="true" />
              {hours}
            </Text>
          </Group>
          <SocialLinks settings={settings} size="sm" />
        </Group>
      </Container>
    </div>
  );
}
