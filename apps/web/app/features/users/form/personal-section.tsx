import { Group, Radio, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { ColumnsGrid } from '../../../components/columns-grid';
import { CELULAR_INPUT_PROPS } from '../../../components/form/celular-input-props';
import { ERROR_PROPS, FormSection, REQUIRED } from './form-section';
import type { UserFormInput } from './user-form-values';

/** Spec 001 §2.8 "Información personal": names, DNI, contact, address, gender and birth date. */
export function PersonalSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<UserFormInput>();
  const error = (name: keyof UserFormInput) => errors[name]?.message;

  return (
    <FormSection id="usuario-personal" title="Información personal">
      <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label="Nombres"
          autoComplete="off"
          {...REQUIRED}
          error={error('nombres')}
          errorProps={ERROR_PROPS}
          {...register('nombres')}
        />
        <TextInput
          label="Apellidos"
          autoComplete="off"
          {...REQUIRED}
          error={error('apellidos')}
          errorProps={ERROR_PROPS}
          {...register('apellidos')}
        />
        <TextInput
          label="DNI"
          inputMode="numeric"
          maxLength={8}
          autoComplete="off"
          {...REQUIRED}
          error={error('dni')}
          errorProps={ERROR_PROPS}
          {...register('dni')}
        />
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="off"
          {...REQUIRED}
          error={error('correo')}
          errorProps={ERROR_PROPS}
          {...register('correo')}
        />
        <TextInput
          label="Celular"
          {...CELULAR_INPUT_PROPS}
          autoComplete="off"
          {...REQUIRED}
          error={error('celular')}
          errorProps={ERROR_PROPS}
          {...register('celular')}
        />
        <TextInput
          label="Teléfono"
          type="tel"
          autoComplete="off"
          error={error('telefono')}
          errorProps={ERROR_PROPS}
          {...register('telefono')}
        />
        <TextInput
          label="Dirección"
          autoComplete="off"
          error={error('direccion')}
          errorProps={ERROR_PROPS}
          {...register('direccion')}
        />
        <TextInput
          label="Fecha de nacimiento"
          type="date"
          error={error('fechaNac')}
          errorProps={ERROR_PROPS}
          {...register('fechaNac', { setValueAs: (value) => (value === '' ? null : value) })}
        />
        <Controller
          name="swGenero"
          control={control}
          render={({ field }) => (
            <Radio.Group
              label="Género"
              value={field.value === false ? 'F' : 'M'}
              onChange={(value) => field.onChange(value === 'M')}
            >
              <Group gap="lg" mt={6}>
                <Radio value="M" label="Masculino" ref={field.ref} onBlur={field.onBlur} />
                <Radio value="F" label="Femenino" onBlur={field.onBlur} />
              </Group>
            </Radio.Group>
          )}
        />
      </ColumnsGrid>
    </FormSection>
  );
}
