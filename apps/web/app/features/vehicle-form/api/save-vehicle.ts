import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { IDEMPOTENCY_KEY_HEADER } from '@motorplaza/domain/http/idempotency';
import {
  ADMIN_VEHICLES_PATH,
  type AdminVehicleDetail,
  adminVehicleResponseSchema,
} from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import type { VehicleSaveInput } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import { api } from '../../../lib/api';
import { API_BASE } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { sessionStore } from '../../../lib/session';

export interface UploadFile {
  /** The multipart part name: the `archivo` of its photo slot (`foto_3`), or `revision`. */
  readonly part: string;
  readonly file: File;
}

export interface SaveVehicleRequest {
  /** Null creates (POST /automoviles); a number updates (PUT /automoviles/{idAuto}). */
  readonly idAuto: number | null;
  readonly automovil: VehicleSaveInput;
  readonly files: readonly UploadFile[];
  /** Told the share of the body sent so far, 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
  /** The fill's key of a new vehicle (decision 0044). */
  readonly idempotencyKey?: string;
}

interface RawResponse {
  readonly status: number;
  readonly body: unknown;
}

function buildBody({ automovil, files }: SaveVehicleRequest): FormData {
  const body = new FormData();
  body.append('automovil', JSON.stringify(automovil));
  for (const { part, file } of files) body.append(part, file, file.name);
  return body;
}

/** One XMLHttpRequest (fetch reports no upload progress). Network failures become ApiError(0). */
function send(request: SaveVehicleRequest, token: string | null): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const path = request.idAuto === null ? ADMIN_VEHICLES_PATH : `${ADMIN_VEHICLES_PATH}/${request.idAuto}`;
    xhr.open(request.idAuto === null ? 'POST' : 'PUT', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (request.idAuto === null && request.idempotencyKey)
      xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, request.idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError(0, { success: false, message: HTTP_MESSAGES.unavailable }));
    xhr.send(buildBody(request));
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST or PUT of the vehicle form as multipart (part `automovil` = JSON, then the photo files and the
 * optional `revision` PDF), with the bearer token of the session; a 401 renews the token once and
 * sends again, as the API client does.
 */
export async function saveVehicle(request: SaveVehicleRequest): Promise<AdminVehicleDetail> {
  let response = await send(request, sessionStore.getToken());
  if (response.status === 401) {
    const token = await api.refresh();
    if (token === null) throw new ApiError(401, response.body);
    request.onProgress?.(0);
    response = await send(request, token);
  }
  if (response.status < 200 || response.status >= 300) throw new ApiError(response.status, response.body);
  const parsed = adminVehicleResponseSchema.safeParse(response.body);
  if (!parsed.success)
    throw new ApiError(response.status, { success: false, message: HTTP_MESSAGES.internal });
  return parsed.data.data.automovil;
}
