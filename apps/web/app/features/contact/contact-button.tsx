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
import { useEffect, useId, useRef, useState } from 'react';
import buttons from '../../components/buttons.module.css';
import { telHref } from '../../lib/tel-href';
import classes from './contact-button.module.css';
import { useCoversAction } from './use-covers-action';
import { useScrolledPast } from './use-scrolled-past';

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

/** Below this scroll offset the button shows its text; further down it is a round icon (docs/decisions/0009). */
const COMPACT_AFTER = 48;

/**
 * Spec 000 §2: the floating 'Contáctanos' button for visitors, toggling four contact options. Escape
 * closes them (focus goes back to the button when it was among them); once the page scrolls, the
 * button shrinks to a round icon so it hides less of the cards and forms under it, and it steps aside
 * while a form's button lies under it (it never covers an action).
 */
export function ContactButton({ settings }: { readonly settings: SiteSettings }) {
  const [opened, setOpened] = useState(false);
  const compact = useScrolledPast(COMPACT_AFTER);
  const optionsId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Over a form's button (the sell form's 'Siguiente' at 390 px) it steps aside while closed.
  const coversAction = useCoversAction(toggleRef, rootRef);

  useEffect(() => {
    if (!opened) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const focus = document.activeElement;
      setOpened(false);
      if (focus === document.body || rootRef.current?.contains(focus)) toggleRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [opened]);

  return (
    <div ref={rootRef} className={classes.affix} data-yield={(coversAction && !opened) || undefined}>
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
        ref={toggleRef}
        type="button"
        className={`${buttons.button} ${classes.toggle}`}
        data-size="md"
        data-radius="xl"
        data-with-icon
        data-compact={compact || undefined}
        aria-expanded={opened}
        aria-controls={optionsId}
        onClick={() => setOpened((value) => !value)}
      >
        {opened ? <IconX size={22} aria-hidden="true" /> : <IconHeadset size={22} aria-hidden="true" />}
        <span className={classes.label}>Contáctanos</span>
      </button>
    </div>
  );
}
