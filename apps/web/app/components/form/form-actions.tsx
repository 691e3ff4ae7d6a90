import { Alert, Button, Group } from '@mantine/core';
import { USER_FORM_MESSAGES } from '@motorplaza/domain/auth/profile.schema';
import { IconAlertCircle } from '@tabler/icons-react';

export interface FormActionsProps {
  /** An invalid submit happened and errors remain: the spec's 'Por favor, corrija los errores…' shows. */
  readonly showInvalid: boolean;
  readonly saving: boolean;
  readonly onCancel: () => void;
}

/** The end of a form: the invalid-submit alert (spec 001 §5), Cancelar and Guardar / 'Guardando...'. */
export function FormActions({ showInvalid, saving, onCancel }: FormActionsProps) {
  return (
    <>
      {showInvalid && (
        <Alert role="alert" color="red" variant="light" mb="sm" icon={<IconAlertCircle aria-hidden="true" />}>
          {USER_FORM_MESSAGES.invalidForm}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar'}
        </Button>
      </Group>
    </>
  );
}
