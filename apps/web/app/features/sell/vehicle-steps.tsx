import { Autocomplete, NumberInput, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { SellOfferFormInput } from '@motorplaza/domain/offers/sell-offer.schema';
import { MAX_OWNERS } from '@motorplaza/domain/offers/sell-offer.schema';
import { TRANSMISSIONS } from '@motorplaza/domain/vehicles/status';
import { FUELS, vehicleYears } from '@motorplaza/domain/vehicles/vehicle-options';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { ColumnsGrid } from '../../components/columns-grid';
import type { BrandModels } from './sell-form-values';

type Form = UseFormReturn<SellOfferFormInput>;

const COLORS = ['Blanco', 'Negro', 'Plata', 'Gris', 'Rojo', 'Azul', 'Verde', 'Beige', 'Marrón', 'Naranja'];

/** Step 1: the plate, which identifies the car (Peruvian format). */
export function PlateStep({ form }: { readonly form: Form }) {
  return (
    <TextInput
      label="Placa del auto"
      description="Tres letras o números, un guion y tres números. Ejemplo: ABC-123 o A1B-234."
      placeholder="ABC-123"
      autoComplete="off"
      autoCapitalize="characters"
      maxLength={7}
      size="md"
      required
      error={form.formState.errors.placa?.message}
      {...form.register('placa')}
    />
  );
}

/** Step 2: the car, with the inventory's brands and models suggested. */
export function CarStep({ form, options }: { readonly form: Form; readonly options: BrandModels }) {
  const { errors } = form.formState;
  const marca = useWatch({ control: form.control, name: 'marca' }) ?? '';
  const known = options.marcas.find((name) => name.toLowerCase() === marca.trim().toLowerCase());
  const models = known ? (options.modelos[known] ?? []) : [];
  const years = vehicleYears(new Date()).map(String);
  return (
    <Stack gap="md">
      <ColumnsGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="marca"
          render={({ field }) => (
            <Autocomplete
              label="Marca"
              placeholder="Ej. Toyota"
              data={[...options.marcas]}
              required
              error={errors.marca?.message}
              {...field}
            />
          )}
        />
        <Controller
          control={form.control}
          name="modelo"
          render={({ field }) => (
            <Autocomplete
              label="Modelo"
              placeholder="Ej. Corolla"
              data={[...models]}
              required
              error={errors.modelo?.message}
              {...field}
            />
          )}
        />
        <Controller
          control={form.control}
          name="anio"
          render={({ field }) => (
            <Select
              label="Año"
              placeholder="Elige el año"
              data={years}
              searchable
              required
              error={errors.anio?.message}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(value ? Number(value) : undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <TextInput label="Versión (opcional)" placeholder="Ej. XEI 1.8" {...form.register('versionModelo')} />
        <Controller
          control={form.control}
          name="kilometraje"
          render={({ field }) => (
            <NumberInput
              label="Kilometraje"
              placeholder="Ej. 85000"
              suffix=" km"
              thousandSeparator=","
              min={0}
              allowNegative={false}
              allowDecimal={false}
              inputMode="numeric"
              required
              error={errors.kilometraje?.message}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Controller
          control={form.control}
          name="color"
          render={({ field }) => (
            <Autocomplete label="Color" data={COLORS} required error={errors.color?.message} {...field} />
          )}
        />
        <Controller
          control={form.control}
          name="transmision"
          render={({ field }) => (
            <Select
              label="Transmisión"
              placeholder="Elige una opción"
              data={[...TRANSMISSIONS]}
              required
              error={errors.transmision?.message}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Controller
          control={form.control}
          name="combustible"
          render={({ field }) => (
            <Select
              label="Combustible"
              placeholder="Elige una opción"
              data={[...FUELS]}
              required
              error={errors.combustible?.message}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </ColumnsGrid>
    </Stack>
  );
}

function YesNo({
  form,
  name,
  note,
  label,
  noteLabel,
}: {
  readonly form: Form;
  readonly name: 'tieneAccidentes' | 'tieneDeudas';
  readonly note: 'notaAccidentes' | 'notaDeudas';
  readonly label: string;
  readonly noteLabel: string;
}) {
  const { errors } = form.formState;
  const value = useWatch({ control: form.control, name });
  return (
    <Stack gap="xs">
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Radio.Group
            label={label}
            required
            error={errors[name]?.message}
            value={field.value === undefined ? '' : field.value ? 'si' : 'no'}
            onChange={(choice) => field.onChange(choice === 'si')}
          >
            <ColumnsGrid cols={2} mt="xs" maw={280}>
              <Radio value="no" label="No" onBlur={field.onBlur} />
              <Radio value="si" label="Sí" onBlur={field.onBlur} />
            </ColumnsGrid>
          </Radio.Group>
        )}
      />
      {value === true && (
        <Textarea
          label={noteLabel}
          autosize
          minRows={2}
          maxRows={5}
          required
          error={errors[note]?.message}
          {...form.register(note)}
        />
      )}
    </Stack>
  );
}

/** Step 3: owners, accidents and debts or liens (yes/no with a note). */
export function ConditionStep({ form }: { readonly form: Form }) {
  return (
    <Stack gap="lg">
      <Controller
        control={form.control}
        name="numeroDuenos"
        render={({ field }) => (
          <NumberInput
            label="¿Cuántos dueños tuvo el auto, contándote a ti?"
            min={1}
            max={MAX_OWNERS}
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            maw={280}
            required
            error={form.formState.errors.numeroDuenos?.message}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <YesNo
        form={form}
        name="tieneAccidentes"
        note="notaAccidentes"
        label="¿El auto tuvo algún choque o accidente?"
        noteLabel="¿Qué pasó y qué se reparó?"
      />
      <YesNo
        form={form}
        name="tieneDeudas"
        note="notaDeudas"
        label="¿Tiene deudas, papeletas, garantía mobiliaria u otro gravamen?"
        noteLabel="¿Qué deuda o gravamen tiene?"
      />
      <Text size="sm" c="dimmed">
        Lo revisaremos juntos en la inspección; contarlo ahora nos ayuda a darte una oferta justa.
      </Text>
    </Stack>
  );
}
