import { Anchor, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { SellOfferFormInput } from '@motorplaza/domain/offers/sell-offer.schema';
import type { UseFormReturn } from 'react-hook-form';
import { SELL_CONSENT_HREF } from '../../lib/legal-anchors';

/** Step 6: who to call back, and the two consents exactly as on the interest form. */
export function ContactStep({ form }: { readonly form: UseFormReturn<SellOfferFormInput> }) {
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <TextInput
        label="Nombre completo"
        autoComplete="name"
        required
        error={errors.nombreCompleto?.message}
        {...form.register('nombreCompleto')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="DNI"
          inputMode="numeric"
          maxLength={8}
          autoComplete="off"
          required
          error={errors.dni?.message}
          {...form.register('dni')}
        />
        <TextInput
          label="Celular"
          type="tel"
          inputMode="numeric"
          maxLength={9}
          autoComplete="tel-national"
          placeholder="9XXXXXXXX"
          required
          error={errors.celular?.message}
          {...form.register('celular')}
        />
      </SimpleGrid>
      <TextInput
        label="Correo electrónico"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={errors.correo?.message}
        {...form.register('correo')}
      />
      <Checkbox
        label={
          <>
            He leído y acepto la{' '}
            <Anchor href={SELL_CONSENT_HREF} target="_blank" rel="noopener" inherit underline="always">
              política de privacidad
            </Anchor>{' '}
            y autorizo el uso de mis datos para atender esta solicitud.
          </>
        }
        required
        error={errors.consentimientoPrivacidad?.message}
        {...form.register('consentimientoPrivacidad')}
      />
      <Checkbox
        label="Quiero recibir ofertas y novedades por correo o WhatsApp (opcional)."
        {...form.register('consentimientoMarketing')}
      />
    </Stack>
  );
}
