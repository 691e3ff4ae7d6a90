import { Anchor, Badge, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { ALERT_MESSAGES, type AlertView } from '@motorplaza/domain/alerts/alert.schema';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { maskEmail, parseUnsubscribeToken } from '@motorplaza/domain/legal/unsubscribe-token';
import { formatDate } from '@motorplaza/domain/shared/format';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FailureAlert, type FormFailure, nextFailure, SentAlert } from '../../components/form/form-outcome';
import { ApiError } from '../../lib/api-error';
import { CATALOG_PATH } from '../../lib/catalog-search-url';
import { deleteAlerts, getAlerts } from './alert-api';

const failureText = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.message
    : HTTP_MESSAGES.unavailable;

function AlertCard({
  alert,
  busy,
  onDelete,
}: {
  readonly alert: AlertView;
  readonly busy: boolean;
  readonly onDelete: () => void;
}) {
  return (
    <Card withBorder padding="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>{alert.resumen}</Text>
          <Badge color={alert.estado === 'ACTIVA' ? 'green.9' : 'gray.8'}>
            {alert.estado === 'ACTIVA' ? 'Activa' : 'Por confirmar'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Creada el {formatDate(alert.creadoEn)}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Anchor
            component={Link}
            to={`${CATALOG_PATH}${alert.consulta ? `?${alert.consulta}` : ''}`}
            underline="always"
            size="sm"
          >
            Ver los autos de esta búsqueda
          </Anchor>
          <Button
            variant="outline"
            color="red.9"
            size="xs"
            loading={busy}
            onClick={onDelete}
            aria-label={`Eliminar la alerta ${alert.resumen}`}
          >
            Eliminar
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The page of the link in every alert e-mail (issue 26): the e-mail's alerts, each with 'Eliminar', and
 * 'Eliminar todas'. No account: the signed token is the key; the list is read in the browser, so the
 * server's cached page never holds anyone's alerts.
 */
export function AlertsPage({ token }: { readonly token: string }) {
  const parts = parseUnsubscribeToken(token);
  const [alerts, setAlerts] = useState<AlertView[] | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [busy, setBusy] = useState<number | 'all' | null>(null);

  const valid = parts !== null;
  useEffect(() => {
    if (!valid) return;
    let live = true;
    getAlerts(token)
      .then((data) => live && setAlerts(data.alertas))
      .catch((error: unknown) => live && setFailure((previous) => nextFailure(previous, failureText(error))));
    return () => {
      live = false;
    };
  }, [token, valid]);

  async function remove(id?: number) {
    setBusy(id ?? 'all');
    try {
      const message = await deleteAlerts(token, id);
      setAlerts((current) =>
        id === undefined ? [] : (current ?? []).filter((alert) => alert.idAlerta !== id),
      );
      setDone(message);
      setFailure(null);
      // The button is gone with its card: the answer (SentAlert) takes the focus, never lost.
    } catch (error) {
      setFailure((previous) => nextFailure(previous, failureText(error)));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Container size="sm" py={{ base: 'xl', md: 48 }}>
      <Stack gap="md">
        <Title order={1}>Mis alertas</Title>
        {!parts ? (
          <FailureAlert failure={{ message: ALERT_MESSAGES.token, attempt: 0 }} />
        ) : (
          <Text>
            Alertas de <strong>{maskEmail(parts.correo)}</strong>. Te escribimos a lo más una vez al día.
          </Text>
        )}
        {done && <SentAlert title="Listo">{done}</SentAlert>}
        {failure && <FailureAlert failure={failure} />}
        {parts && alerts === null && !failure && <Loader size="sm" aria-label="Cargando tus alertas" />}
        {alerts !== null && alerts.length === 0 && (
          <Text>
            No tienes alertas.{' '}
            <Anchor component={Link} to={CATALOG_PATH} underline="always">
              Busca en el catálogo
            </Anchor>{' '}
            y pulsa «Avísame cuando llegue».
          </Text>
        )}
        {alerts !== null && alerts.length > 0 && (
          <>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Tus alertas">
              {alerts.map((alert) => (
                <AlertCard
                  key={alert.idAlerta}
                  alert={alert}
                  busy={busy === alert.idAlerta}
                  onDelete={() => void remove(alert.idAlerta)}
                />
              ))}
            </Stack>
            <div>
              <Button variant="outline" color="red.9" loading={busy === 'all'} onClick={() => void remove()}>
                Eliminar todas mis alertas
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Container>
  );
}
