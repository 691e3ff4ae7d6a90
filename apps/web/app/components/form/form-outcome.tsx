import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** A failed send; each attempt has its own number, so a repeated message is announced again. */
export interface FormFailure {
  readonly message: string;
  readonly attempt: number;
}

export function nextFailure(previous: FormFailure | null, message: string): FormFailure {
  return { message, attempt: (previous?.attempt ?? 0) + 1 };
}

/** A form's failed send: the message and its attempt, so each failure is announced (spec 000 §4). */
export function useFormFailure() {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  return {
    failure,
    fail: (message: string) => setFailure((previous) => nextFailure(previous, message)),
    clear: () => setFailure(null),
  };
}

/** The message of a failed send, above the submit button (role="alert", re-announced per attempt). */
export function FailureAlert({
  failure,
  children,
}: {
  readonly failure: FormFailure | null;
  readonly children?: ReactNode;
}) {
  if (!failure) return null;
  return (
    <Alert
      key={failure.attempt}
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
    >
      {children ?? failure.message}
    </Alert>
  );
}

/** What replaces a public form once sent: a titled status that takes the focus, so nothing is lost. */
export function SentAlert({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="status"
      color="teal"
      variant="light"
      radius="md"
      icon={<IconCircleCheck aria-hidden="true" />}
      title={title}
      // Mantine's teal title on the light teal background falls short of AA contrast.
      styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
    >
      {children}
    </Alert>
  );
}
