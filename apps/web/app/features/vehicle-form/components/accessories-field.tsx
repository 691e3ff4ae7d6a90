import { MultiSelect } from '@mantine/core';
import { ACCESSORY_MESSAGES } from '@motorplaza/domain/accessories/accessory.schema';
import type { AdminVehicleDetail } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { useController } from 'react-hook-form';
import { ERROR_PROPS } from '../../../components/form/modal-form';
import { useAccessoryChoices } from '../api/get-accessory-options';
import { useVehicleFormContext } from './form-fields';

interface AccessoriesFieldProps {
  /** What the vehicle carries now: kept on offer even when since inactivated. */
  readonly current: AdminVehicleDetail['accesorios'];
}

/**
 * The vehicle's accessories (spec 001 §3 `accesorios`; decision 0021): the active ones, plus any the
 * vehicle already has that was inactivated meanwhile, marked so.
 */
export function AccessoriesField({ current }: AccessoriesFieldProps) {
  const { control } = useVehicleFormContext();
  const { field, fieldState } = useController({ name: 'accesorios', control });
  const choices = useAccessoryChoices(true);
  const active = choices.data ?? [];
  const activeIds = new Set(active.map((row) => row.idAccesorio));
  const data = [
    ...active.map((row) => ({ value: String(row.idAccesorio), label: `${row.nombre} (${row.tipo})` })),
    ...current
      .filter((row) => !activeIds.has(row.idAccesorio))
      .map((row) => ({ value: String(row.idAccesorio), label: `${row.nombre} (inactivo)` })),
  ];
  const value = ((field.value as number[] | undefined) ?? []).map(String);
  return (
    <MultiSelect
      label="Accesorios"
      description={choices.isError ? undefined : 'Elige los accesorios que trae el vehículo'}
      placeholder={value.length === 0 ? 'Selecciona' : undefined}
      searchable
      clearable
      nothingFoundMessage="Ningún accesorio coincide"
      hidePickedOptions
      data={data}
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={(picked) => field.onChange(picked.map(Number))}
      onBlur={field.onBlur}
      error={fieldState.error?.message ?? (choices.isError ? ACCESSORY_MESSAGES.loadFailed : undefined)}
      errorProps={ERROR_PROPS}
      comboboxProps={{ withinPortal: true, zIndex: 400 }}
    />
  );
}
