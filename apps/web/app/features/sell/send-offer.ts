import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { IDEMPOTENCY_KEY_HEADER } from '@motorplaza/domain/http/idempotency';
import {
  type SellOfferCreated,
  type SellOfferRequest,
  sellOfferCreatedResponseSchema,
} from '@motorplaza/domain/offers/sell-offer.schema';
import { API_BASE } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

export interface OfferFile {
  /** The multipart part: the `archivo` of its photo. */
  readonly part: string;
  readonly file: Blob;
  readonly name: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST /vende-tu-auto as multipart (part `oferta` = JSON, then the photos), through XMLHttpRequest so
 * the visitor sees the upload's progress (fetch reports none), with the fill's key (decision 0044).
 * Failures become ApiError.
 */
export function sendOffer(
  oferta: SellOfferRequest,
  files: readonly OfferFile[],
  onProgress: (fraction: number) => void,
  idempotencyKey: string,
): Promise<SellOfferCreated> {
  const body = new FormData();
  body.append('oferta', JSON.stringify(oferta));
  for (const { part, file, name } of files) body.append(part, file, name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/vende-tu-auto`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const json = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, json));
        return;
      }
      const parsed = sellOfferCreatedResponseSchema.safeParse(json);
      if (parsed.success) resolve(parsed.data.data);
      else reject(new ApiError(xhr.status, { success: false, message: HTTP_MESSAGES.internal }));
    };
    xhr.onerror = () => reject(new ApiError(0, { success: false, message: HTTP_MESSAGES.unavailable }));
    xhr.send(body);
  });
}
