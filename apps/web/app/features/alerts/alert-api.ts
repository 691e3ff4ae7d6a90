import {
  type AlertCreate,
  alertConfirmResponseSchema,
  alertListResponseSchema,
  alertMessageResponseSchema,
} from '@motorplaza/domain/alerts/alert.schema';
import { api } from '../../lib/api';

/** POST /alertas ('Avísame cuando llegue'); resolves with the server's message, throws ApiError. */
export async function createAlert(request: AlertCreate, idempotencyKey: string): Promise<string> {
  const { message } = await api.request('/alertas', {
    method: 'POST',
    body: request,
    idempotencyKey,
    schema: alertMessageResponseSchema,
  });
  return message;
}

/** POST /alertas/confirmar: the link's token activates the alert. */
export async function confirmAlert(token: string) {
  const response = await api.request('/alertas/confirmar', {
    method: 'POST',
    body: { token },
    schema: alertConfirmResponseSchema,
  });
  return { message: response.message, alerta: response.data.alerta };
}

const withToken = (path: string, token: string) => `${path}?${new URLSearchParams({ token })}`;

/** GET /alertas?token=…: the alerts of the link's e-mail. */
export async function getAlerts(token: string) {
  return (await api.request(withToken('/alertas', token), { schema: alertListResponseSchema })).data;
}

/** DELETE /alertas/{id}?token=…, or every alert of the e-mail without an id. */
export async function deleteAlerts(token: string, idAlerta?: number): Promise<string> {
  const path = idAlerta === undefined ? '/alertas' : `/alertas/${idAlerta}`;
  const { message } = await api.request(withToken(path, token), {
    method: 'DELETE',
    schema: alertMessageResponseSchema,
  });
  return message;
}
