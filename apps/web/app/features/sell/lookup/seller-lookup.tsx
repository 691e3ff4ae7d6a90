import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import {
  type SellerLookup,
  type SellerOfferView,
  sellerLookupSchema,
} from '@motorplaza/domain/offers/seller-offer.schema';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ColumnsGrid } from '../../../components/columns-grid';
import { FailureAlert, SentAlert, useFormFailure } from '../../../components/form/form-outcome';
import { CancelOfferModal } from './cancel-offer-modal';
import classes from './lookup.module.css';
import { lookupFailure } from './lookup-failure';
import { MoveInspectionModal } from './move-inspection-modal';
import { OfferStatusCard } from './offer-status-card';
import { lookupSellerOffer } from './seller-offer-api';

interface Found {
  readonly who: SellerLookup;
  readonly offer: SellerOfferView;
  /** The confirmation of the last change, announced once per change. */
  readonly done?: { readonly message: string; readonly attempt: number };
}

/**
 * /vende-tu-auto/consulta (decision 0043): the offer by its reference and the seller's DNI, then
 * 'Cambiar horario' and 'Cancelar oferta'. The reference may come filled from the e-mail's link.
 */
export function SellerLookupForm({ initialCode }: { readonly initialCode: string }) {
  const [found, setFound] = useState<Found | null>(null);
  const [dialog, setDialog] = useState<'move' | 'cancel' | null>(null);
  const { failure, fail, clear } = useFormFailure();
  const resultRef = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SellerLookup>({
    resolver: zodResolver(sellerLookupSchema) as unknown as Resolver<SellerLookup>,
    mode: 'onTouched',
    defaultValues: { codigo: initialCode, dni: '' },
  });

  // A new result (or a new state after a change) takes the focus, so it is read and nothing is lost.
  useEffect(() => {
    if (found && !found.done) resultRef.current?.focus();
  }, [found]);

  const submit = handleSubmit(
    async (values) => {
      clear();
      setFound(null);
      try {
        const who = sellerLookupSchema.parse(values);
        setFound({ who, offer: await lookupSellerOffer(who) });
      } catch (error) {
        fail(lookupFailure(error));
      }
    },
    // A value that fails its format check clears the previous result, as a failed look-up does.
    () => setFound(null),
  );

  async function reload() {
    if (!found) return;
    try {
      setFound({ who: found.who, offer: await lookupSellerOffer(found.who) });
    } catch (error) {
      fail(lookupFailure(error));
    }
  }

  function open(kind: 'move' | 'cancel') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(kind);
  }

  /** Closed without a change: the focus goes back to the button that opened the dialog. */
  function close() {
    setDialog(null);
    requestAnimationFrame(() => opener.current?.focus());
  }

  function changed(offer: SellerOfferView, message: string) {
    setDialog(null);
    setFound((previous) =>
      previous
        ? { who: previous.who, offer, done: { message, attempt: (previous.done?.attempt ?? 0) + 1 } }
        : previous,
    );
  }

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label="Consultar una oferta de auto">
        <Stack gap="md">
          <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Código de la oferta"
              placeholder="VA-2026-000123"
              description="Está en el correo que te enviamos y en la confirmación."
              required
              autoComplete="off"
              maxLength={40}
              error={errors.codigo?.message}
              {...register('codigo')}
            />
            <TextInput
              label="DNI"
              description="El que indicaste en la oferta."
              required
              autoComplete="off"
              inputMode="numeric"
              maxLength={8}
              error={errors.dni?.message}
              {...register('dni')}
            />
          </ColumnsGrid>
          <FailureAlert failure={failure} />
          <Button
            type="submit"
            loading={isSubmitting}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            className={classes.submit}
          >
            Consultar
          </Button>
        </Stack>
      </form>
      {found?.done && (
        <SentAlert key={found.done.attempt} title={found.done.message}>
          <Text size="sm">Revisa tu correo: te enviamos la confirmación con la cita para tu calendario.</Text>
        </SentAlert>
      )}
      {found && (
        <OfferStatusCard
          ref={resultRef}
          offer={found.offer}
          onMove={() => open('move')}
          onCancel={() => open('cancel')}
        />
      )}
      {found && dialog === 'move' && (
        <MoveInspectionModal
          opened
          offer={found.offer}
          who={found.who}
          onClose={close}
          onMoved={changed}
          onStale={reload}
        />
      )}
      {found && dialog === 'cancel' && (
        <CancelOfferModal
          opened
          offer={found.offer}
          who={found.who}
          onClose={close}
          onCancelled={changed}
          onStale={reload}
        />
      )}
    </Stack>
  );
}
