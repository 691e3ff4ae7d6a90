import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import {
  type SellerLookup,
  type SellerOfferView,
  sellerLookupSchema,
} from '@motorplaza/domain/offers/seller-offer.schema';
import { type Resolver, useForm } from 'react-hook-form';
import { CodeLookupForm, useCodeLookup } from '../../../components/form/code-lookup';
import { SentAlert } from '../../../components/form/form-outcome';
import { CancelOfferModal } from './cancel-offer-modal';
import classes from './lookup.module.css';
import { lookupFailure } from './lookup-failure';
import { MoveInspectionModal } from './move-inspection-modal';
import { OfferStatusCard } from './offer-status-card';
import { lookupSellerOffer } from './seller-offer-api';

/**
 * /vende-tu-auto/consulta (decision 0043): the offer by its reference and the seller's DNI, then
 * 'Cambiar horario' and 'Cancelar oferta'. The reference may come filled from the e-mail's link.
 */
export function SellerLookupForm({ initialCode }: { readonly initialCode: string }) {
  const lookup = useCodeLookup<SellerLookup, SellerOfferView, 'move' | 'cancel'>(
    lookupSellerOffer,
    lookupFailure,
  );
  const { found, dialog } = lookup;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SellerLookup>({
    resolver: zodResolver(sellerLookupSchema) as unknown as Resolver<SellerLookup>,
    mode: 'onTouched',
    defaultValues: { codigo: initialCode, dni: '' },
  });

  const submit = handleSubmit(
    (values) => lookup.search(sellerLookupSchema.parse(values)),
    // A value that fails its format check clears the previous result, as a failed look-up does.
    lookup.clearFound,
  );

  return (
    <Stack gap="lg">
      <CodeLookupForm
        label="Consultar una oferta de auto"
        codeLabel="Código de la oferta"
        codePlaceholder="VA-2026-000123"
        codeDescription="Está en el correo que te enviamos y en la confirmación."
        dniDescription="El que indicaste en la oferta."
        register={register}
        errors={errors}
        failure={lookup.failure}
        submitting={isSubmitting}
        onSubmit={submit}
        submitClassName={classes.submit}
      />
      {found?.done && (
        <SentAlert key={found.done.attempt} title={found.done.message}>
          <Text size="sm">Revisa tu correo: te enviamos la confirmación con la cita para tu calendario.</Text>
        </SentAlert>
      )}
      {found && (
        <OfferStatusCard
          ref={lookup.resultRef}
          offer={found.item}
          onMove={() => lookup.open('move')}
          onCancel={() => lookup.open('cancel')}
        />
      )}
      {found && dialog === 'move' && (
        <MoveInspectionModal
          opened
          offer={found.item}
          who={found.who}
          onClose={lookup.close}
          onMoved={lookup.changed}
          onStale={lookup.reload}
        />
      )}
      {found && dialog === 'cancel' && (
        <CancelOfferModal
          opened
          offer={found.item}
          who={found.who}
          onClose={lookup.close}
          onCancelled={lookup.changed}
          onStale={lookup.reload}
        />
      )}
    </Stack>
  );
}
