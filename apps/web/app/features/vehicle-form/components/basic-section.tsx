import { Autocomplete } from '@mantine/core';
import type { VehicleOptions } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { LAST_PRICE_RULES, VEHICLE_PRICE_RULES } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import type { Ref } from 'react';
import { useController } from 'react-hook-form';
import { ColumnsGrid } from '../../../components/columns-grid';
import { ERROR_PROPS } from '../../../components/form/modal-form';
import {
  MoneyField,
  plainOptions,
  requiredField,
  SelectField,
  TextField,
  useVehicleFormContext,
} from './form-fields';
import { FormSection } from './form-section';

interface BasicSectionProps {
  readonly options: VehicleOptions;
  readonly sectionRef: Ref<HTMLElement>;
}

function BrandField({ brands }: { readonly brands: readonly string[] }) {
  const { control } = useVehicleFormContext();
  const { field, fieldState } = useController({ name: 'marca', control });
  return (
    <Autocomplete
      label="Marca"
      {...requiredField(true)}
      data={[...brands]}
      limit={20}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      errorProps={ERROR_PROPS}
      comboboxProps={{ withinPortal: true, zIndex: 400 }}
    />
  );
}

/** Section 1, Datos Básicos (spec 001 §2.2). */
export function BasicSection({ options, sectionRef }: BasicSectionProps) {
  const years = options.anios.map((anio) => ({ value: anio, label: String(anio) }));
  return (
    <FormSection id="seccion-datos-basicos" title="Datos Básicos" sectionRef={sectionRef}>
      <ColumnsGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <TextField name="tag" label="Tag" />
        <TextField name="placa" label="Placa" placeholder="ABC-123" autoCapitalize="characters" />
        <TextField
          name="vin"
          label="VIN / N.° de serie"
          placeholder="17 letras y dígitos"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField name="carroceria" label="Carrocería" options={plainOptions(options.carrocerias)} />
        <BrandField brands={options.marcas} />
        <TextField name="modelo" label="Modelo" required />
        <TextField name="version" label="Versión" />
        <SelectField
          name="anioFabricacion"
          label="Año de fabricación"
          options={years}
          required
          searchable
          inputMode="numeric"
          placeholder="Escribe o elige el año"
        />
        <SelectField
          name="anioModelo"
          label="Año modelo"
          options={years}
          searchable
          inputMode="numeric"
          placeholder="Escribe o elige el año"
        />
        <TextField name="color" label="Color" />
        <MoneyField name="precioCompra" label="Precio de compra" rules={VEHICLE_PRICE_RULES} required />
        <MoneyField name="ultimoPrecioCompra" label="Último precio de compra" rules={LAST_PRICE_RULES} />
      </ColumnsGrid>
    </FormSection>
  );
}
