import { z } from 'zod';

/** A stored photo of a vehicle as every answer lists it: its file, place and size (the gallery's and the form's). */
export const vehiclePhotoSchema = z.object({
  imagen: z.string(),
  orden: z.number().int(),
  ancho: z.number().int(),
  alto: z.number().int(),
});
export type VehiclePhoto = z.infer<typeof vehiclePhotoSchema>;
