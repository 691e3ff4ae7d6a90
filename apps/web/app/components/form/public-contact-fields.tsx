import { Checkbox, TextInput } from '@mantine/core';
import { CONSENT_TEXTS } from '@motorplaza/domain/legal/consent';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ColumnsGrid } from '../columns-grid';
import { CELULAR_INPUT_PROPS } from './celular-input-props';
import { PrivacyConsentLabel } from './privacy-consent-label';

type Field = 'nombreCompleto' | 'dni' | 'celular' | 'correo';

interface ContactFieldsProps {
  readonly fields: Readonly<Record<Field, UseFormRegisterReturn>>;
  readonly errors: Readonly<Partial<Record<Field, string | undefined>>>;
}

/** Who a public form calls back: nombre completo, DNI, celular and correo, as every public form asks. */
export function PublicContactFields({ fields, errors }: ContactFieldsProps) {
  return (
    <>
      <TextInput
        label="Nombre completo"
        autoComplete="name"
        required
        error={errors.nombreCompleto}
        {...fields.nombreCompleto}
      />
      <ColumnsGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="DNI"
          inputMode="numeric"
          maxLength={8}
          autoComplete="off"
          required
          error={errors.dni}
          {...fields.dni}
        />
        <TextInput
          label="Celular"
          {...CELULAR_INPUT_PROPS}
          autoComplete="tel"
          required
          error={errors.celular}
          {...fields.celular}
        />
      </ColumnsGrid>
      <TextInput
        label="Correo electrónico"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={errors.correo}
        {...fields.correo}
      />
    </>
  );
}

interface ConsentBoxesProps {
  /** The privacy policy's section on this form's data (lib/legal-anchors). */
  readonly privacyHref: string;
  readonly privacy: UseFormRegisterReturn;
  readonly marketing: UseFormRegisterReturn;
  readonly privacyError?: string | undefined;
}

/**
 * The two consents of every public form (Ley N.° 29733, decision 0026): the privacy policy, required,
 * linking to its section; and marketing, separate, optional and unticked.
 */
export function ConsentBoxes({ privacyHref, privacy, marketing, privacyError }: ConsentBoxesProps) {
  return (
    <>
      <Checkbox
        label={<PrivacyConsentLabel href={privacyHref} />}
        required
        error={privacyError}
        {...privacy}
      />
      <Checkbox label={CONSENT_TEXTS.marketing} {...marketing} />
    </>
  );
}
