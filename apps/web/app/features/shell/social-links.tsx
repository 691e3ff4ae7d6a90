import { ActionIcon, Group } from '@mantine/core';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandYoutube,
} from '@tabler/icons-react';

interface SocialLinksProps {
  readonly settings: SiteSettings;
  readonly size?: 'sm' | 'md' | 'lg';
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
    <Group gap={6} wrap="nowrap">
      {links.map(({ label, href, Icon }) =>
        href ? (
          <ActionIcon
            key={label}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            variant="subtle"
            color="gray.0"
            size={size}
          >
            <Icon size="70%" aria-hidden="true" />
          </ActionIcon>
        ) : null,
      )}
    </Group>
  );
}
