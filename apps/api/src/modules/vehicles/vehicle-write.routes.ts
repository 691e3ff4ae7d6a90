import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import {
  adminVehicleResponseSchema,
  messageResponseSchema,
  vehicleStatusChangeSchema,
} from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/http-error';
import { requestContext } from '../movements/request-context';
import { idAutoParams, vehicleTags as tags } from './vehicle.routes';
import type { VehicleSaveService } from './vehicle-save.service';
import type { VehicleStatusService } from './vehicle-status.service';
import { readVehicleUpload, VEHICLE_MULTIPART, VEHICLE_UPDATE_MULTIPART } from './vehicle-upload';

const changeErrors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const saveErrors = { ...changeErrors, 413: errorEnvelopeSchema };
const MULTIPART_NOTE =
  'multipart/form-data: campo `automovil` (JSON de vehicleSaveSchema, como campo de texto o parte application/json), archivos `foto_N` y, opcional, `revision` (PDF).';

/** The write side of /automoviles (spec 001 §2.2, §4; docs/decisions/0011). */
export const vehicleWriteRoutes: FastifyPluginAsyncZod<{
  saving: VehicleSaveService;
  statuses: VehicleStatusService;
}> = async (app, { saving, statuses }) => {
  app.post(
    '/',
    {
      config: { operation: 'vehicle.create', idempotent: true, multipart: VEHICLE_MULTIPART },
      schema: {
        tags,
        summary: 'Registra un automóvil con propietario, fotos y revisión técnica',
        description: MULTIPART_NOTE,
        response: { 201: adminVehicleResponseSchema, ...saveErrors },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthenticated();
      const upload = await readVehicleUpload(request);
      const automovil = await saving.save(null, upload, request.user, requestContext(request));
      return reply
        .code(201)
        .send({ success: true as const, message: VEHICLE_MESSAGES.saved, data: { automovil } });
    },
  );

  app.put(
    '/:idAuto',
    {
      config: { operation: 'vehicle.update', multipart: VEHICLE_UPDATE_MULTIPART },
      schema: {
        tags,
        summary: 'Actualiza un automóvil (409 si otra persona lo modificó antes)',
        description: MULTIPART_NOTE,
        params: idAutoParams,
        response: { 200: adminVehicleResponseSchema, ...saveErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const upload = await readVehicleUpload(request);
      const automovil = await saving.save(
        request.params.idAuto,
        upload,
        request.user,
        requestContext(request),
      );
      return { success: true as const, message: VEHICLE_MESSAGES.saved, data: { automovil } };
    },
  );

  app.patch(
    '/:idAuto/estado',
    {
      config: { operation: 'vehicle.changeStatus' },
      schema: {
        tags,
        summary:
          'Marca un automóvil como no disponible o vendido (con el interesado que lo compró; los demás interesados abiertos quedan perdidos)',
        params: idAutoParams,
        body: vehicleStatusChangeSchema,
        response: { 200: adminVehicleResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const { message, automovil } = await statuses.changeStatus(
        request.params.idAuto,
        request.body,
        request.user,
        requestContext(request),
      );
      return { success: true as const, message, data: { automovil } };
    },
  );

  app.delete(
    '/:idAuto',
    {
      config: { operation: 'vehicle.archive' },
      schema: {
        tags,
        summary: 'Elimina (archiva) un automóvil; un administrador puede restaurarlo',
        params: idAutoParams,
        response: { 200: messageResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      return {
        success: true as const,
        message: await statuses.archive(request.params.idAuto, request.user, requestContext(request)),
      };
    },
  );

  app.post(
    '/:idAuto/restaurar',
    {
      config: { operation: 'vehicle.restore' },
      schema: {
        tags,
        summary: 'Restaura un automóvil eliminado',
        params: idAutoParams,
        response: { 200: adminVehicleResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const { message, automovil } = await statuses.restore(
        request.params.idAuto,
        request.user,
        requestContext(request),
      );
      return { success: true as const, message, data: { automovil } };
    },
  );
};
