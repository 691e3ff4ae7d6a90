import { Stack } from '@mantine/core';
import type { AdminVehicleDetail, VehicleOptions } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import {
  STORE_CODES,
  storeLabel,
  TRANSMISSIONS,
  VEHICLE_STATUS_LABELS,
  VEHICLE_STATUSES,
} from '@motorplaza/domain/vehicles/status';
import type { ReactNode, Ref } from 'react';
import { ColumnsGrid } from '../../../components/columns-grid';
import { AccessoriesField } from './accessories-field';
import {
  CheckboxField,
  NumberField,
  plainOptions,
  SelectField,
  TextareaField,
  TextField,
} from './form-fields';
import { FormSection } from './form-section';

const STATUS_OPTIONS = VEHICLE_STATUSES.map((status) => ({
  value: status,
  label: VEHICLE_STATUS_LABELS[status],
}));
const STORE_OPTIONS = STORE_CODES.map((code) => ({ value: code, label: storeLabel(code) }));

interface SpecsSectionProps {
  readonly options: VehicleOptions;
  /** The accessories the vehicle carries now (none for a new one). */
  readonly accessories: AdminVehicleDetail['accesorios'];
  readonly sectionRef: Ref<HTMLElement>;
  /** The technical-review PDF field. */
  readonly review: ReactNode;
}

/** Section 2, Especificaciones (spec 001 §2.2). */
export function SpecsSection({ options, accessories, sectionRef, review }: SpecsSectionProps) {
  return (
    <FormSection id="seccion-especificaciones" title="Especificaciones" sectionRef={sectionRef}>
      <Stack gap="md">
        <ColumnsGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <SelectField name="traccion" label="Tracción" options={plainOptions(options.tracciones)} />
          <NumberField name="kilometraje" label="Kilometraje" suffix=" km" thousandSeparator="," />
          <SelectField name="transmision" label="Transmisión" options={plainOptions(TRANSMISSIONS)} />
          <NumberField name="cilindrada" label="Cilindrada" suffix=" cc" thousandSeparator="," />
          <NumberField name="nroCilindros" label="Nro. de cilindros" />
          <SelectField name="combustible" label="Combustible" options={plainOptions(options.combustibles)} />
          <NumberField name="nroPuertas" label="Nro. de puertas" />
          <SelectField name="estadoDes" label="Estado" options={STATUS_OPTIONS} required />
          <TextField name="locacion" label="Locación" />
          <SelectField name="swPiso" label="Tienda" options={STORE_OPTIONS} required />
          <TextField name="cinta" label="Cinta" />
          <TextField name="tipoOperacion" label="Tipo de operación" />
          <TextField name="fuente" label="Fuente" />
        </ColumnsGrid>
        <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <CheckboxField name="swTresFilas" label="Tres filas de asientos" />
          <CheckboxField name="swFacturable" label="Facturable" />
        </ColumnsGrid>
        <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextareaField
            name="adicionales"
            label="Adicionales"
            description="Separadas por comas"
            autosize
            minRows={2}
            maxRows={6}
          />
          <TextareaField name="servicios" label="Servicios" autosize minRows={2} maxRows={6} />
        </ColumnsGrid>
        <AccessoriesField current={accessories} />
        {review}
      </Stack>
    </FormSection>
  );
}
