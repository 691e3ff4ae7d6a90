import { Alert, Text } from '@mantine/core';
import type { Owner } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { IconUserCheck } from '@tabler/icons-react';
import { type Ref, useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { ColumnsGrid } from '../../../components/columns-grid';
import { CELULAR_INPUT_PROPS } from '../../../components/form/celular-input-props';
import { useFindOwner } from '../api/find-owner';
import { TextField, useVehicleFormContext } from './form-fields';
import { FormSection } from './form-section';

interface OwnerSectionProps {
  readonly sectionRef: Ref<HTMLElement>;
  /** The DNI the vehicle's owner had when the form loaded: its data is already in the form. */
  readonly loadedDni: string;
}

/** Fills the owner fields with the registered client's data, once per DNI looked up. */
function useFillRegisteredOwner(client: Owner | null | undefined, loadedDni: string) {
  const { setValue } = useVehicleFormContext();
  const filledFor = useRef(loadedDni);
  useEffect(() => {
    if (!client || filledFor.current === client.dni) return;
    filledFor.current = client.dni;
    const options = { shouldValidate: true, shouldDirty: true } as const;
    setValue('propietario.nombres', client.nombres, options);
    setValue('propietario.apellidos', client.apellidos, options);
    setValue('propietario.correo', client.correo ?? '', options);
    setValue('propietario.celular', client.celular ?? '', options);
  }, [client, setValue]);
}

/**
 * Section 3, Propietario. A DNI of 8 digits is looked up: a registered client's data fills the fields,
 * and the server reuses that client (decision 0011).
 */
export function OwnerSection({ sectionRef, loadedDni }: OwnerSectionProps) {
  const { control } = useVehicleFormContext();
  const dni = (useWatch({ control, name: 'propietario.dni' }) ?? '').trim();
  const lookup = useFindOwner(dni);
  useFillRegisteredOwner(lookup.data, loadedDni);

  return (
    <FormSection id="seccion-propietario" title="Propietario" sectionRef={sectionRef}>
      <ColumnsGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <TextField
          name="propietario.dni"
          label="DNI"
          inputMode="numeric"
          maxLength={8}
          autoComplete="off"
          description="8 dígitos; si ya es cliente se usarán sus datos"
          // The hint goes under the input, so the DNI input lines up with Nombres and Apellidos.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <TextField name="propietario.nombres" label="Nombres" autoComplete="off" />
        <TextField name="propietario.apellidos" label="Apellidos" autoComplete="off" />
        <TextField name="propietario.correo" label="Correo" type="email" autoComplete="off" />
        <TextField name="propietario.celular" label="Celular" {...CELULAR_INPUT_PROPS} autoComplete="off" />
      </ColumnsGrid>
      <div aria-live="polite">
        {lookup.data && (
          <Alert mt="md" color="teal" variant="light" icon={<IconUserCheck aria-hidden="true" />}>
            Cliente registrado: se usarán sus datos ({lookup.data.nombres} {lookup.data.apellidos}).
          </Alert>
        )}
        {lookup.data === null && (
          <Text mt="sm" size="sm" c="dimmed">
            Cliente nuevo: se registrará con estos datos.
          </Text>
        )}
      </div>
    </FormSection>
  );
}
