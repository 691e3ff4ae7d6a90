import {
  type ComplaintFilter,
  type ComplaintPageQuery,
  complaintAllResponseSchema,
  complaintDetailResponseSchema,
  complaintPageResponseSchema,
  complaintPdfLinkResponseSchema,
} from '@motorplaza/domain/complaints/complaint-admin.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { COMPLAINTS_PATH, complaintKeys } from './complaint-keys';

function filterParams(filter: ComplaintFilter): URLSearchParams {
  const params = new URLSearchParams({ estado: filter.estado, tipo: filter.tipo, orden: filter.orden });
  if (filter.q) params.set('q', filter.q);
  return params;
}

/** GET /libro-reclamaciones: one page, searched, filtered and sorted by the server. */
export async function getComplaintPage(query: ComplaintPageQuery, signal?: AbortSignal) {
  const params = filterParams(query);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  const response = await api.request(`${COMPLAINTS_PATH}?${params}`, {
    schema: complaintPageResponseSchema,
    signal,
  });
  return response.data;
}

export function useComplaintPage(query: ComplaintPageQuery) {
  return useQuery({
    queryKey: complaintKeys.page(query),
    queryFn: ({ signal }) => getComplaintPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /libro-reclamaciones/all: every sheet of the filters, for the exports. */
export async function getAllComplaints(filter: ComplaintFilter) {
  const response = await api.request(`${COMPLAINTS_PATH}/all?${filterParams(filter)}`, {
    schema: complaintAllResponseSchema,
  });
  return response.data.reclamos;
}

export function useComplaint(idReclamo: number | null) {
  return useQuery({
    queryKey: complaintKeys.detail(idReclamo ?? 0),
    enabled: idReclamo !== null,
    queryFn: async ({ signal }) => {
      const response = await api.request(`${COMPLAINTS_PATH}/${idReclamo}`, {
        schema: complaintDetailResponseSchema,
        signal,
      });
      return response.data.reclamo;
    },
  });
}

/** A short-lived link to the sheet's PDF as it stands. */
export async function getComplaintPdfUrl(idReclamo: number): Promise<string> {
  const response = await api.request(`${COMPLAINTS_PATH}/${idReclamo}/pdf`, {
    schema: complaintPdfLinkResponseSchema,
  });
  return response.data.url;
}
