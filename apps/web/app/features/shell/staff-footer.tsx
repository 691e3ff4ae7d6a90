import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import container from '../../components/container.module.css';
import { Logo } from '../../components/logo';
import { copyrightLine } from './copyright';
import classes from './footer.module.css';
import { LegalLinks } from './legal-links';

/** Spec 000 §1: signed-in users get a minimal footer: logo, copyright and legal links. */
export function StaffFooter({ settings }: { readonly settings: SiteSettings }) {
  return (
    <footer className={`${classes.footer} dark-surface`}>
      <div className={`${container.container} ${classes.staffFooter}`}>
        <Logo tone="dark" />
        <p className={classes.footerText}>{copyrightLine(settings.razonSocial)}</p>
        <LegalLinks />
      </div>
    </footer>
  );
}
