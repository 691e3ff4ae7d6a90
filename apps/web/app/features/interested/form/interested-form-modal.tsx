import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { INTEREST_COMMENT_MAX } from '@motorplaza/domain/leads/interest.schema';
import {
  type InterestedCreateRequest,
  interestedCreateSchema,
  STAFF_LEAD_ORIGINS,
} from '@motorplaza/domain/leads/interested.schema';
import { LEAD_ORIGIN_LABELS } from '@motorplaza/domain/leads/lead-pipeline';
import { STAFF_CONSENT_TEXTS } from '@motorplaza/domain/legal/consent';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { useLayoutEffect, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ColumnsGrid } from '../../../components/columns-grid';
import { CELULAR_INPUT_PROPS } from '../../../components/form/celular-input-props';
import { FormModal } from '../../../components/form/form-modal';
import { useCloseGuard } from '../../../components/form/use-close-guard';
import { ApiError } from '../../../lib/api-error';
import { useSubmission } from '../../../lib/submission';
import { useAvailableCars } from '../api/get-available-cars';
import { useSaveInterested } from '../api/save-interested';

type Output = z.output<typeof interestedCreateSchema>;
type Input = InterestedCreateRequest;

interface InterestedFormModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
}

const EMPTY: Partial<Input> = {
  nombreCompleto: '',
  dni: '',
  correo: '',
  celular: '',
  fechaCita: null,
  comentarios: '',
  origen: 'TELEFONO',
  consentimientoMarketing: false,
};

/**
 * 'Añadir Interesado' (spec 001 §2.6 left it "en desarrollo"; decision 0023): a lead taken by phone or
 * in the store, on the public form's schema, for a car of the available inventory.
 */
export function InterestedFormModal({ opened, onClose }: InterestedFormModalProps) {
  const cars = useAvailableCars(opened);
  const save = useSaveInterested();
  const [failure, setFailure] = useState<string | null>(null);
  const guard = useCloseGuard({ opened, busy: save.isPending, escapeCloses: true, onClose });
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(interestedCreateSchema) as unknown as Resolver<Input, unknown, Output>,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = form;
  useLayoutEffect(() => guard.setDirty(isDirty), [isDirty, guard.setDirty]);

  const submission = useSubmission();
  const submit = handleSubmit(async (values) => {
    // A second click or Enter while saving registers nothing (decision 0044).
    if (submission.running()) return;
    setFailure(null);
    try {
      const response = await submission.run((idempotencyKey) =>
        save.mutateAsync({ kind: 'create', body: values, idempotencyKey }),
      );
      notifications.show({ color: 'green', message: response.message });
      reset(EMPTY);
      guard.setDirty(false);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fieldErrors)) {
          setError(name as keyof Input, { message });
        }
        setFailure(error.message);
      } else setFailure('No se pudo registrar al cliente interesado.');
    }
  });

  const carOptions = (cars.data ?? []).map((car) => ({
    value: String(car.idAuto),
    label: `${car.marca} ${car.modelo} ${car.anioFabricacion}${car.tag ? ` · ${car.tag}` : ''}`,
  }));

  return (
    <FormModal
      opened={opened}
      title="Añadir Interesado"
      busy={save.isPending}
      guard={guard}
      closeOnClickOutside={false}
      failure={cars.error}
      onRetry={() => void cars.refetch()}
      loading={cars.isPending}
      loadingText="Cargando vehículos..."
    >
      <form onSubmit={submit} noValidate>
        <Stack p="md" gap="md">
          <ColumnsGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="origen"
              render={({ field }) => (
                <Select
                  label="Origen"
                  required
                  data={STAFF_LEAD_ORIGINS.map((value) => ({ value, label: LEAD_ORIGIN_LABELS[value] }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  allowDeselect={false}
                  error={errors.origen?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="idAuto"
              render={({ field }) => (
                <Select
                  label="Vehículo de interés"
                  required
                  searchable
                  placeholder="Busca por marca, modelo o tag"
                  nothingFoundMessage="Sin coincidencias"
                  data={carOptions}
                  value={field.value ? String(field.value) : null}
                  onChange={(value) => field.onChange(value ? Number(value) : undefined)}
                  onBlur={field.onBlur}
                  error={errors.idAuto?.message}
                />
              )}
            />
            <TextInput
              label="Nombre completo"
              required
              {...register('nombreCompleto')}
              error={errors.nombreCompleto?.message}
            />
            <TextInput
              label="DNI"
              required
              inputMode="numeric"
              maxLength={8}
              {...register('dni')}
              error={errors.dni?.message}
            />
            <TextInput
              label="Correo"
              required
              type="email"
              {...register('correo')}
              error={errors.correo?.message}
            />
            <TextInput
              label="Celular"
              required
              {...CELULAR_INPUT_PROPS}
              {...register('celular')}
              error={errors.celular?.message}
            />
            <TextInput
              label="Fecha de cita (opcional)"
              type="date"
              min={todayInLima()}
              {...register('fechaCita', { setValueAs: (value) => (value === '' ? null : value) })}
              error={errors.fechaCita?.message}
            />
          </ColumnsGrid>
          <Textarea
            label="Comentarios (opcional)"
            autosize
            minRows={2}
            maxLength={INTEREST_COMMENT_MAX}
            {...register('comentarios')}
            error={errors.comentarios?.message}
          />
          <Checkbox
            label={STAFF_CONSENT_TEXTS.privacidad}
            {...register('consentimientoPrivacidad')}
            error={errors.consentimientoPrivacidad?.message}
          />
          <Checkbox label={STAFF_CONSENT_TEXTS.marketing} {...register('consentimientoMarketing')} />
          {failure && (
            <Alert role="alert" color="red" variant="light">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={guard.requestClose} disabled={save.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={save.isPending}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
