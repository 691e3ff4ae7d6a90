import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { CONFIRM_MESSAGES, CONFIRM_TOKEN_PATTERN } from '@motorplaza/domain/offers/offer-confirm.schema';
import type { SellerOfferView } from '@motorplaza/domain/offers/seller-offer.schema';
import { slotLabel } from '@motorplaza/domain/offers/slot-label';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  FailureAlert,
  type FormFailure,
  nextFailure,
  SentAlert,
} from '../../../components/form/form-outcome';
import { ApiError } from '../../../lib/api-error';
import { confirmOffer } from './confirm-offer';

function Links() {
  return (
    <Text size="sm">
      <Anchor component={Link} to="/vende-tu-auto" underline="always" inherit>
        Enviar una oferta nueva
      </Anchor>
      {' · '}
      <Anchor component={Link} to="/vende-tu-auto/consulta" underline="always" inherit>
        Consultar una oferta
      </Anchor>
    </Text>
  );
}

/**
 * The page of the confirmation link of a public offer (issue 23). Nothing happens on opening it, so
 * a mail scanner that follows links confirms nothing; the click posts the token, which the server
 * checks. Confirmed, already confirmed, expired and invalid links each say what to do next.
 */
export function ConfirmOfferPage({ token }: { readonly token: string }) {
  const valid = CONFIRM_TOKEN_PATTERN.test(token);
  const [done, setDone] = useState<{ offer: SellerOfferView; message: string } | null>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      setDone(await confirmOffer({ token }));
    } catch (error) {
      const message =
        error instanceof ApiError && error.status > 0 && error.status < 500
          ? error.message
          : HTTP_MESSAGES.unavailable;
      setFailure((previous) => nextFailure(previous, message));
    } finally {
      setPending(false);
    }
  }

  const inspection =
    done?.offer.tienda && done.offer.fechaInspeccion
      ? `${done.offer.tienda}, ${slotLabel(done.offer.fechaInspeccion, { year: true })}`
      : null;

  return (
    <Container size="sm" py={{ base: 'xl', md: 48 }}>
      <Stack gap="md">
        <Title order={1}>Confirma tu oferta</Title>
        {!valid ? (
          <>
            <FailureAlert failure={{ message: CONFIRM_MESSAGES.token, attempt: 0 }} />
            <Links />
          </>
        ) : done ? (
          <>
            <SentAlert title={`Oferta ${done.offer.codigo} confirmada`}>
              {done.message}
              {inspection && (
                <>
                  {' '}
                  Tu inspección: <strong>{inspection}</strong>.
                </>
              )}
            </SentAlert>
            <Text>
              Con tu código y tu DNI puedes{' '}
              <Anchor
                component={Link}
                to={`/vende-tu-auto/consulta?codigo=${encodeURIComponent(done.offer.codigo)}`}
                underline="always"
              >
                consultar tu oferta, cambiar el horario o cancelarla
              </Anchor>
              .
            </Text>
          </>
        ) : (
          <>
            <Text size="lg">
              Confirma la oferta de tu auto y la hora de tu inspección. Hasta que la confirmes, solo guardamos
              el horario por un tiempo corto.
            </Text>
            {failure && (
              <>
                <FailureAlert failure={failure} />
                <Links />
              </>
            )}
            <div>
              <Button size="md" onClick={() => void confirm()} loading={pending}>
                Confirmar mi oferta
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Container>
  );
}
