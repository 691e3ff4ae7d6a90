import { MultiSelect, PasswordInput, Select, Switch, Text, TextInput } from '@mantine/core';
import { noEffectHint, permissionHasEffect } from '@motorplaza/domain/access/permission-effect';
import { ROLE_LABELS, ROLES, type Role } from '@motorplaza/domain/access/roles';
import { USER_PASSWORD_MIN } from '@motorplaza/domain/auth/password-policy';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ColumnsGrid } from '../../../components/columns-grid';
import type { PermissionOption } from '../api/get-permissions';
import { ERROR_PROPS, FormSection, REQUIRED } from './form-section';
import classes from './user-form.module.css';
import { rolePermissions, type UserFormInput } from './user-form-values';

const ROLE_OPTIONS = ROLES.map((rol) => ({ value: rol, label: ROLE_LABELS[rol] }));

interface WorkSectionProps {
  readonly isNew: boolean;
  readonly permissions: readonly PermissionOption[];
  /** The permissions could not be loaded: the multi-select says so (spec 001 §8). */
  readonly permissionsError: string | null;
}

/** Spec 001 §2.8 "Información laboral": role, position, permissions, state and the password. */
export function WorkSection({ isNew, permissions, permissionsError }: WorkSectionProps) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<UserFormInput>();
  const descriptions = new Map(permissions.map((p) => [p.nombre, p.descripcion]));
  // What a permission opens depends on the role (decision 0017): say which do nothing for this one.
  const rol = useWatch({ control, name: 'rol' }) as Role | undefined;
  const picked = useWatch({ control, name: 'permisos' });
  const idle = (permission: string) => rol !== undefined && !permissionHasEffect(permission, rol);

  return (
    <FormSection id="usuario-laboral" title="Información laboral">
      <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Controller
          name="rol"
          control={control}
          render={({ field, fieldState }) => (
            <Select
              label="Rol"
              {...REQUIRED}
              data={ROLE_OPTIONS}
              allowDeselect={false}
              ref={field.ref}
              name={field.name}
              value={field.value ?? null}
              onChange={(value) => {
                if (!value) return;
                field.onChange(value);
                // A new user starts with the role's usual permissions (docs/decisions/0019).
                if (isNew) setValue('permisos', rolePermissions(value as Role), { shouldDirty: true });
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              errorProps={ERROR_PROPS}
              comboboxProps={{ withinPortal: true, zIndex: 400 }}
            />
          )}
        />
        <TextInput
          label="Puesto"
          autoComplete="off"
          error={errors.puesto?.message}
          errorProps={ERROR_PROPS}
          {...register('puesto')}
        />
      </ColumnsGrid>
      <Controller
        name="permisos"
        control={control}
        render={({ field, fieldState }) => (
          <MultiSelect
            mt="sm"
            label="Permisos"
            description="Cada permiso con lo que permite hacer"
            placeholder={field.value.length === 0 ? 'Selecciona los permisos' : undefined}
            data={permissions.map((p) => ({ value: p.nombre, label: p.nombre }))}
            renderOption={({ option }) => (
              <span className={classes.permissionOption}>
                <Text size="sm" fw={600} span>
                  {option.label}
                </Text>
                <Text size="xs" c="dimmed" span>
                  {descriptions.get(option.value)}
                </Text>
                {idle(option.value) && rol && (
                  <Text size="xs" fw={600} span className={classes.idleHint}>
                    {noEffectHint(rol)}
                  </Text>
                )}
              </span>
            )}
            searchable
            clearable
            hidePickedOptions={false}
            nothingFoundMessage="Ningún permiso coincide"
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={permissionsError ?? fieldState.error?.message}
            errorProps={ERROR_PROPS}
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
          />
        )}
      />
      <IdlePermissions rol={rol} picked={picked ?? []} idle={idle} />
      <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" mt="sm">
        <Controller
          name="estado"
          control={control}
          render={({ field }) => (
            <Switch
              mt={{ base: 0, sm: 30 }}
              label="Usuario activo"
              ref={field.ref}
              checked={field.value !== false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <PasswordInput
          label={isNew ? 'Contraseña' : 'Nueva contraseña'}
          description={
            isNew
              ? `Mínimo ${USER_PASSWORD_MIN} caracteres; el usuario la cambiará al iniciar sesión`
              : 'Déjala en blanco para mantener la actual; si la cambias, el usuario deberá cambiarla al iniciar sesión'
          }
          autoComplete="new-password"
          {...(isNew ? REQUIRED : {})}
          error={errors.contrasena?.message}
          errorProps={ERROR_PROPS}
          {...register(
            'contrasena',
            isNew ? {} : { setValueAs: (value) => (value === '' ? undefined : value) },
          )}
        />
      </ColumnsGrid>
    </FormSection>
  );
}

/** Under the picker: the chosen permissions that open nothing for the chosen role. */
function IdlePermissions({
  rol,
  picked,
  idle,
}: {
  readonly rol: Role | undefined;
  readonly picked: readonly string[];
  readonly idle: (permission: string) => boolean;
}) {
  const names = picked.filter(idle);
  // Always there, so a screen reader hears the note when a role or a pick makes it appear.
  return (
    <div aria-live="polite">
      {rol && names.length > 0 && (
        <Text size="xs" mt={4} className={classes.idleHint}>
          {noEffectHint(rol)}: {names.join(', ')}
        </Text>
      )}
    </div>
  );
}
