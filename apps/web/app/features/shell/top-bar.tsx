import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import container from '../../components/container.module.css';
import { telHref } from '../../lib/tel-href';
import classes from './shell.module.css';
import { SocialLinks } from './social-links';

/** Spec 000 §2: the visitors' top bar on large screens: phone, e-mail, hours and social links. */
export function TopBar({ settings }: { readonly settings: SiteSettings }) {
  const hours = settings.horarios.map((h) => `${h.dias}: ${h.horas}`).join(' · ');
  return (
    <div className={`${classes.topBar} dark-surface`}>
      <div className={`${container.container} ${classes.topBarRow}`}>
        <div className={classes.topBarContact}>
          <a href={telHref(settings.telefono)} className={classes.topBarItem}>
            <IconPhone size={16} aria-hidden="true" />
            {settings.telefono}
          </a>
          <a href={`mailto:${settings.correo}`} className={classes.topBarItem}>
            <IconMail size={16} aria-hidden="true" />
            {settings.correo}
          </a>
          <span className={`${classes.topBarItem} ${classes.topBarHours}`}>
            <IconClock size={16} aria-hidden="true" />
            {hours}
          </span>
        </div>
        <SocialLinks settings={settings} size="sm" />
      </div>
    </div>
  );
}
