import { Anchor } from '@mantine/core';
import { PRIVACY_CONSENT_PARTS } from '@motorplaza/domain/legal/consent';

/**
 * The privacy box's label of every public form: the sentence the consent record stores
 * (CONSENT_TEXTS.privacidad), its words 'política de privacidad' a link to the policy's section on
 * the form's data bank, in a new tab so a half-filled form stays as it is (decisions 0026, 0029).
 */
export function PrivacyConsentLabel({ href }: { readonly href: string }) {
  return (
    <>
      {PRIVACY_CONSENT_PARTS.before}
      <Anchor href={href} target="_blank" rel="noopener" inherit underline="always">
        {PRIVACY_CONSENT_PARTS.link}
      </Anchor>
      {PRIVACY_CONSENT_PARTS.after}
    </>
  );
}
