import {
  type ComplaintRequest,
  complaintCreatedResponseSchema,
} from '@motorplaza/domain/complaints/complaint.schema';
import {
  type ComplaintLookup,
  complaintLookupResponseSchema,
} from '@motorplaza/domain/complaints/complaint-lookup.schema';
import { api } from '../../../lib/api';

/** POST /reclamos with the fill's key: the stored sheet and the link to its PDF; throws ApiError. */
export async function fileComplaint(request: ComplaintRequest, idempotencyKey: string) {
  const response = await api.request('/reclamos', {
    method: 'POST',
    body: request,
    idempotencyKey,
    schema: complaintCreatedResponseSchema,
  });
  return response.data;
}

/** POST /reclamos/consulta: the state of the sheets with that number and document. */
export async function lookupComplaint(request: ComplaintLookup) {
  const response = await api.request('/reclamos/consulta', {
    method: 'POST',
    body: request,
    schema: complaintLookupResponseSchema,
  });
  return response.data.hojas;
}
