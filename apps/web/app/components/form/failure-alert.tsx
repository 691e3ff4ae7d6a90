import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';

export interface FormFailure {
  readonly message: string;
  /** Counts the failures: as the alert's key it re-announces a message that did not change. */
  readonly attempt: number;
}

/** A form's failed send: the message and its attempt, so each failure is announced (spec 000 §4). */
export function useFormFailure() {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  return {
    failure,
    fail: (message: string) => setFailure((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1 })),
    clear: () => setFailure(null),
  };
}

/** The message above a form's button after a failed send. */
export function FailureAlert({ failure }: { readonly failure: FormFailure | null }) {
  if (!failure) return null;
  return (
    <Alert
      key={failure.attempt}
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
    >
      {failure.message}
    </Alert>
  );
}
