import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { MARKETING_WITHDRAWAL_MESSAGES } from '@motorplaza/domain/legal/marketing-withdrawal';
import { maskEmail, parseUnsubscribeToken } from '@motorplaza/domain/legal/unsubscribe-token';
import { useState } from 'react';
import { FailureAlert, type FormFailure, nextFailure, SentAlert } from '../../components/form/form-outcome';
import { ApiError } from '../../lib/api-error';
import { MARKETING_WITHDRAWAL_HREF } from '../../lib/legal-anchors';
import { withdrawByLink } from './withdraw-marketing';

function BadLink({ message }: { readonly message: string }) {
  return (
    <>
      {message}{' '}
      <Anchor href={MARKETING_WITHDRAWAL_HREF} inherit underline="always">
        Ir al formulario de baja
      </Anchor>
    </>
  );
}

/**
 * The page of the link at the foot of every marketing e-mail (docs/decisions/0029): whose link it is,
 * and one click to confirm. Nothing happens on opening it, so a mail scanner that follows links does
 * not unsubscribe anybody; the server checks the token's signature on the click.
 */
export function UnsubscribePage({ token, company }: { readonly token: string; readonly company: string }) {
  const parts = parseUnsubscribeToken(token);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      setDone(await withdrawByLink(token));
    } catch (error) {
      const message =
        error instanceof ApiError && error.status !== 500
          ? error.message
          : MARKETING_WITHDRAWAL_MESSAGES.sendFailed;
      setFailure((previous) => nextFailure(previous, message));
    } finally {
      setPending(false);
    }
  }

  return (
    <Container size="sm" py={{ base: 'xl', md: 48 }}>
      <Stack gap="md">
        <Title order={1}>Dejar de recibir publicidad</Title>
        {!parts ? (
          <FailureAlert failure={{ message: MARKETING_WITHDRAWAL_MESSAGES.badToken, attempt: 0 }}>
            <BadLink message={MARKETING_WITHDRAWAL_MESSAGES.badToken} />
          </FailureAlert>
        ) : done ? (
          <SentAlert title="Baja confirmada">
            {done} Si cambias de opinión, puedes volver a marcar la casilla de publicidad en cualquiera de
            nuestros formularios.
          </SentAlert>
        ) : (
          <>
            <Text size="lg">
              Confirma que ya no quieres recibir ofertas ni novedades de {company} en el correo{' '}
              <strong>{maskEmail(parts.correo)}</strong>.
            </Text>
            <Text c="dimmed">
              Seguiremos escribiéndote solo para atender lo que nos pidas, como una visita o un reclamo.
            </Text>
            {failure && (
              <FailureAlert failure={failure}>
                <BadLink message={failure.message} />
              </FailureAlert>
            )}
            <div>
              <Button size="md" onClick={() => void confirm()} loading={pending}>
                Confirmar baja
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Container>
  );
}
