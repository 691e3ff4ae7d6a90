import { Container, Group, Text } from '@mantine/core';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { Logo } from '../../components/logo';
import { copyrightLine } from './copyright';
import { LegalLinks } from './legal-links';
import classes from './shell.module.css';

/** Spec 000 §1: signed-in users get a minimal footer: logo, copyright and legal links. */
export function StaffFooter({ settings }: { readonly settings: SiteSettings }) {
  return (
    <footer className={`${classes.footer} dark-surface`}>
      <Container size="xl" py="lg">
        <Group justify="space-between" gap="md">
          <Logo tone="dark" />
          <Text size="sm" className={classes.footerMuted}>
            {copyrightLine(settings.razonSocial)}
          </Text>
          <LegalLinks />
        </Group>
      </Container>
    </footer>
  );
}
