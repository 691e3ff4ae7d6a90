import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { whatsappLink } from '@motorplaza/domain/settings/whatsapp';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconHeadset,
  IconPhone,
  IconX,
} from '@tabler/icons-react';
import { useId, useState } from 'react';
import buttons from '../../components/buttons.module.css';
import { telHref } from '../../lib/tel-href';
import classes from './contact-button.module.css';

interface ContactOption {
  readonly label: string;
  readonly href: string;
  readonly Icon: typeof IconPhone;
  readonly external: boolean;
}

function contactOptions(settings: SiteSettings): ContactOption[] {
  const options: (ContactOption | null)[] = [
    {
      label: 'WhatsApp',
      href: whatsappLink(settings.whatsapp, settings.mensajeWhatsapp),
      Icon: IconBrandWhatsapp,
      external: true,
    },
    { label: 'Llamar', href: telHref(settings.telefono), Icon: IconPhone, external: false },
    settings.facebookUrl
      ? { label: 'Facebook', href: settings.facebookUrl, Icon: IconBrandFacebook, external: true }
      : null,
    settings.instagramUrl
      ? { label: 'Instagram', href: settings.instagramUrl, Icon: IconBrandInstagram, external: true }
      : null,
  ];
  return options.filter((option) => option !== null);
}

/** Spec 000 §2: the floating 'Contáctanos' button for visitors, toggling four contact options. */
export function ContactButton({ settings }: { readonly settings: SiteSettings }) {
  const [opened, setOpened] = useState(false);
  const optionsId = useId();
  return (
    <div className={classes.affix}>
      <ul id={optionsId} aria-label="Opciones de contacto" className={classes.options} hidden={!opened}>
        {contactOptions(settings).map(({ label, href, Icon, external }) => (
          <li key={label}>
            <a
              href={href}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className={`${buttons.button} ${classes.option}`}
              data-channel={label}
              data-radius="xl"
              data-with-icon
            >
              <Icon size={20} aria-hidden="true" />
              {label}
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${buttons.button} ${classes.toggle}`}
        data-size="md"
        data-radius="xl"
        data-with-icon
        aria-expanded={opened}
        aria-controls={optionsId}
        onClick={() => setOpened((value) => !value)}
      >
        {opened ? <IconX size={20} aria-hidden="true" /> : <IconHeadset size={20} aria-hidden="true" />}
        Contáctanos
      </button>
    </div>
  );
}
