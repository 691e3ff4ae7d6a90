import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { InspectionSite } from '@motorplaza/domain/offers/sell-offer-rules';
import { slotLabel } from '@motorplaza/domain/offers/slot-label';
import {
  TEST_DRIVE_MESSAGES as M,
  type TestDriveView,
  testDriveBookSchema,
} from '@motorplaza/domain/test-drives/test-drive.schema';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { FailureAlert, SentAlert } from '../../components/form/form-outcome';
import { ConsentBoxes, PublicContactFields } from '../../components/form/public-contact-fields';
import { useFormSend } from '../../components/form/use-form-send';
import { ApiError } from '../../lib/api-error';
import { INTEREST_CONSENT_HREF } from '../../lib/legal-anchors';
import { SlotPicker } from '../sell/slot-picker';
import { useSchedule } from '../sell/use-schedule';
import { bookTestDrive } from './test-drive-api';
import { bringList, TEST_DRIVE_SLOT_TEXTS } from './test-drive-slot-texts';

const formSchema = testDriveBookSchema.extend({
  consentimientoPrivacidad: z.boolean().pipe(testDriveBookSchema.shape.consentimientoPrivacidad),
});
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

const FIELDS = [
  'sede',
  'inicio',
  'nombreCompleto',
  'dni',
  'correo',
  'celular',
  'consentimientoPrivacidad',
] as const satisfies readonly (keyof Values)[];

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'No pudimos agendar tu prueba. Inténtalo de nuevo.';
  if (error.status === 429) return M.throttled;
  if (error.status === 404) return M.vehicleNotFound;
  if (error.status === 409) return M.slotFull;
  if (error.status === 400) return 'Revisa los datos marcados e inténtalo de nuevo.';
  return error.message;
}

/**
 * 'Agendar prueba de manejo' (issue 26): the store (the car's, or either for a 'Previa Cita' car),
 * the day and hour among the free slots, and the buyer's contact with the interest form's consents.
 * Once booked it shows the code; the e-mail brings the calendar event.
 */
export function TestDriveForm({ idAuto }: { readonly idAuto: number }) {
  const schedule = useSchedule(true, `/pruebas-de-manejo/horarios/${idAuto}`);
  const [booked, setBooked] = useState<TestDriveView | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: {
      idAuto,
      nombreCompleto: '',
      dni: '',
      correo: '',
      celular: '',
      inicio: '',
      consentimientoPrivacidad: false,
      consentimientoMarketing: false,
    },
  });
  const { register, handleSubmit, setError, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const sede = useWatch({ control, name: 'sede' }) as InspectionSite | undefined;
  const inicio = useWatch({ control, name: 'inicio' });
  // A 'Previa Cita' car offers both stores; a car in a store offers only its own, already chosen.
  const only =
    schedule.state.status === 'ready' && schedule.state.schedule.sedes.length === 1
      ? schedule.state.schedule.sedes[0]?.sede
      : undefined;
  useEffect(() => {
    if (only && !sede) form.setValue('sede', only);
  }, [only, sede, form]);

  const { sent, failure, submit } = useFormSend({
    fields: FIELDS,
    setError,
    send: async (values: Output, key: string) => {
      try {
        const result = await bookTestDrive(values, key);
        setBooked(result.drive);
        return result.message;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          form.setValue('inicio', '');
          schedule.reload();
        }
        throw error;
      }
    },
    failureMessage,
  });

  if (sent && booked) {
    return (
      <SentAlert title="Prueba de manejo agendada">
        <Text size="sm">{sent}</Text>
        <Text size="sm" mt="xs">
          Tu código: <strong>{booked.codigo}</strong>. {booked.tienda}, {slotLabel(booked.inicio)}.
        </Text>
        <Text size="sm" mt="xs">
          Lleva {bringList()}.
        </Text>
        <Anchor component={Link} to={`/prueba-de-manejo/consulta?codigo=${booked.codigo}`} size="sm">
          Consultar, cambiar o cancelar mi prueba
        </Anchor>
      </SentAlert>
    );
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Agendar prueba de manejo">
      <Stack gap="md">
        <Controller
          control={control}
          name="sede"
          render={({ field }) => (
            <SlotPicker
              schedule={schedule}
              sede={sede}
              onSede={field.onChange}
              onBlur={field.onBlur}
              fecha={inicio}
              onFecha={(value) =>
                form.setValue('inicio', value, { shouldDirty: true, shouldValidate: value !== '' })
              }
              sedeError={errors.sede?.message}
              fechaError={errors.inicio?.message}
              texts={TEST_DRIVE_SLOT_TEXTS}
            />
          )}
        />
        <PublicContactFields
          fields={{
            nombreCompleto: register('nombreCompleto'),
            dni: register('dni'),
            celular: register('celular'),
            correo: register('correo'),
          }}
          errors={{
            nombreCompleto: errors.nombreCompleto?.message,
            dni: errors.dni?.message,
            celular: errors.celular?.message,
            correo: errors.correo?.message,
          }}
        />
        <ConsentBoxes
          privacyHref={INTEREST_CONSENT_HREF}
          privacy={register('consentimientoPrivacidad')}
          marketing={register('consentimientoMarketing')}
          privacyError={errors.consentimientoPrivacidad?.message}
        />
        <FailureAlert failure={failure} />
        <Button type="submit" size="md" loading={isSubmitting}>
          Agendar prueba
        </Button>
        <Text size="xs" c="dimmed">
          Lleva tu DNI y tu licencia de conducir vigente. Te enviamos la cita a tu correo.
        </Text>
      </Stack>
    </form>
  );
}
