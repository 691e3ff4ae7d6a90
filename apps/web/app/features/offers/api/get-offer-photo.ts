import { offerPhotoPath } from '@motorplaza/domain/offers/sell-offer-admin.schema';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { API_BASE } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { sessionStore } from '../../../lib/session';

export type PhotoWidth = 480 | 960 | 1600;

async function fetchWith(url: string, token: string | null, signal?: AbortSignal) {
  return fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
    signal,
  });
}

/**
 * An offer photo as a Blob: offer photos are personal data that only staff read, through an
 * authenticated route (decision 0027), so an <img> cannot point at them; a 401 renews the token once.
 */
export async function getOfferPhoto(
  id: number,
  imagen: string,
  width: PhotoWidth,
  signal?: AbortSignal,
): Promise<Blob> {
  const url = `${API_BASE}${offerPhotoPath(id, imagen, width)}`;
  let response = await fetchWith(url, sessionStore.getToken(), signal);
  if (response.status === 401) {
    const token = await api.refresh();
    if (token) response = await fetchWith(url, token, signal);
  }
  if (!response.ok) throw new ApiError(response.status, undefined);
  return response.blob();
}

export type PhotoState = { readonly url: string | null; readonly failed: boolean };

/** An object URL of the photo while the component shows it; revoked when it goes or changes. */
export function useOfferPhotoUrl(id: number, imagen: string | null, width: PhotoWidth): PhotoState {
  const [state, setState] = useState<PhotoState>({ url: null, failed: false });
  useEffect(() => {
    if (imagen === null) return;
    const controller = new AbortController();
    let url: string | null = null;
    setState({ url: null, failed: false });
    getOfferPhoto(id, imagen, width, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      },
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          setState({ url: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, imagen, width]);
  return state;
}
