import { Affix, Button, Stack, Transition } from '@mantine/core';
import { type SiteSettings, whatsappLink } from '@motorplaza/domain/settings/site-settings.schema';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconHeadset,
  IconPhone,
  IconX,
} from '@tabler/icons-react';
import { useId, useState } from 'react';
import { telHref } from '../../lib/tel-href';
import classes from './contact-button.module.css';

interface ContactOption {
  readonly label: string;
  readonly href: string;
  readonly color: string;
  readonly Icon: typeof IconPhone;
  readonly external: boolean;
}

function contactOptions(settings: SiteSettings): ContactOption[] {
  const options: (ContactOption | null)[] = [
    {
      label: 'WhatsApp',
      href: whatsappLink(settings.whatsapp, settings.mensajeWhatsapp),
      color: '#0b6e4f',
      Icon: IconBrandWhatsapp,
      external: true,
    },
    { label: 'Llamar', href: telHref(settings.telefono), color: '#1b2f52', Icon: IconPhone, external: false },
    settings.facebookUrl
      ? {
          label: 'Facebook',
          href: settings.facebookUrl,
          color: '#1659c7',
          Icon: IconBrandFacebook,
          external: true,
        }
      : null,
    settings.instagramUrl
      ? {
          label: 'Instagram',
          href: settings.instagramUrl,
          color: '#b4245b',
          Icon: IconBrandInstagram,
          external: true,
        }
      : null,
  ];
  return options.filter((option) => option !== null);
}

/** Spec 000 §2: the floating 'Contáctanos' button for visitors, toggling four contact options. */
export function ContactButton({ settings }: { readonly settings: SiteSettings }) {
  const [opened, setOpened] = useState(false);
  const optionsId = useId();
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={140}>
      <Stack align="flex-end" gap="sm">
        <Transition mounted={opened} transition="slide-up" duration={150}>
          {(style) => (
            <ul id={optionsId} aria-label="Opciones de contacto" className={classes.options} style={style}>
              {contactOptions(settings).map(({ label, href, color, Icon, external }) => (
                <li key={label}>
                  <Button
                    component="a"
                    href={href}
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    color={color}
                    radius="xl"
                    leftSection={<Icon size={20} aria-hidden="true" />}
                    className={classes.option}
                  >
                    {label}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Transition>
        <Button
          size="md"
          radius="xl"
          aria-expanded={opened}
          aria-controls={opened ? optionsId : undefined}
          onClick={() => setOpened((value) => !value)}
          leftSection={
            opened ? <IconX size={20} aria-hidden="true" /> : <IconHeadset size={20} aria-hidden="true" />
          }
          className={classes.toggle}
        >
          Contáctanos
        </Button>
      </Stack>
    </Affix>
  );
}
