import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandYoutube,
} from '@tabler/icons-react';
import buttons from '../../components/buttons.module.css';
import classes from './shell.module.css';

interface SocialLinksProps {
  readonly settings: SiteSettings;
  readonly size?: 'sm' | 'md';
}

/** The company's social pages that are configured, as labelled icon links opening a new tab. */
export function SocialLinks({ settings, size = 'md' }: SocialLinksProps) {
  const links = [
    { label: 'Facebook', href: settings.facebookUrl, Icon: IconBrandFacebook },
    { label: 'Instagram', href: settings.instagramUrl, Icon: IconBrandInstagram },
    { label: 'TikTok', href: settings.tiktokUrl, Icon: IconBrandTiktok },
    { label: 'YouTube', href: settings.youtubeUrl, Icon: IconBrandYoutube },
  ];
  return (
    <div className={classes.socialLinks}>
      {links.map(({ label, href, Icon }) =>
        href ? (
          <a
            key={label}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            className={buttons.iconButton}
            data-variant="subtle-light"
            data-size={size}
          >
            <Icon size="70%" aria-hidden="true" />
          </a>
        ) : null,
      )}
    </div>
  );
}
