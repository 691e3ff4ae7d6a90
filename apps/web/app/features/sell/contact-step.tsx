import { Stack } from '@mantine/core';
import type { SellOfferFormInput } from '@motorplaza/domain/offers/sell-offer.schema';
import type { UseFormReturn } from 'react-hook-form';
import { ConsentBoxes, PublicContactFields } from '../../components/form/public-contact-fields';
import { SELL_CONSENT_HREF } from '../../lib/legal-anchors';

/** Step 6: who to call back, and the two consents exactly as on the interest form. */
export function ContactStep({ form }: { readonly form: UseFormReturn<SellOfferFormInput> }) {
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <PublicContactFields
        fields={{
          nombreCompleto: form.register('nombreCompleto'),
          dni: form.register('dni'),
          celular: form.register('celular'),
          correo: form.register('correo'),
        }}
        errors={{
          nombreCompleto: errors.nombreCompleto?.message,
          dni: errors.dni?.message,
          celular: errors.celular?.message,
          correo: errors.correo?.message,
        }}
      />
      <ConsentBoxes
        privacyHref={SELL_CONSENT_HREF}
        privacy={form.register('consentimientoPrivacidad')}
        marketing={form.register('consentimientoMarketing')}
        privacyError={errors.consentimientoPrivacidad?.message}
      />
    </Stack>
  );
}
