import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import {
  ALERT_CONFIRM_TOKEN_PATTERN,
  ALERT_MESSAGES,
  type AlertView,
} from '@motorplaza/domain/alerts/alert.schema';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { FailureAlert, type FormFailure, nextFailure, SentAlert } from '../../components/form/form-outcome';
import { ApiError } from '../../lib/api-error';
import { CATALOG_PATH } from '../../lib/catalog-search-url';
import { confirmAlert } from './alert-api';

/**
 * The page of an alert's confirmation link (issue 26, double opt-in). Nothing happens on opening it,
 * so a mail scanner that follows links activates nothing; the click posts the token.
 */
export function AlertConfirmPage({ token }: { readonly token: string }) {
  const valid = ALERT_CONFIRM_TOKEN_PATTERN.test(token);
  const [done, setDone] = useState<{ alerta: AlertView; message: string } | null>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      setDone(await confirmAlert(token));
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

  const catalogLink = (
    <Text size="sm">
      <Anchor component={Link} to={CATALOG_PATH} underline="always" inherit>
        Ir al catálogo
      </Anchor>
    </Text>
  );

  return (
    <Container size="sm" py={{ base: 'xl', md: 48 }}>
      <Stack gap="md">
        <Title order={1}>Confirma tu alerta</Title>
        {!valid ? (
          <>
            <FailureAlert failure={{ message: ALERT_MESSAGES.token, attempt: 0 }} />
            {catalogLink}
          </>
        ) : done ? (
          <>
            <SentAlert title={done.message}>
              Te escribiremos a lo más una vez al día cuando llegue o baje de precio un auto de tu búsqueda:{' '}
              <strong>{done.alerta.resumen}</strong>.
            </SentAlert>
            <Anchor
              component={Link}
              to={`${CATALOG_PATH}${done.alerta.consulta ? `?${done.alerta.consulta}` : ''}`}
              underline="always"
            >
              Ver los autos de esta búsqueda
            </Anchor>
          </>
        ) : (
          <>
            <Text size="lg">
              Activa tu alerta para recibir por correo los autos nuevos o rebajados de tu búsqueda.
            </Text>
            {failure && (
              <>
                <FailureAlert failure={failure} />
                {catalogLink}
              </>
            )}
            <div>
              <Button size="md" onClick={() => void confirm()} loading={pending}>
                Activar mi alerta
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Container>
  );
}
