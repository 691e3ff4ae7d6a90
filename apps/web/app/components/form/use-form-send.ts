import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-error';
import { useSubmission } from '../../lib/submission';
import { type FormFailure, nextFailure } from './form-outcome';

interface FormSendOptions<V extends FieldValues, O> {
  /** The fields whose server messages land under them (the first is focused). */
  readonly fields: readonly Path<V>[];
  readonly setError: UseFormSetError<V>;
  /** The call with the fill's key (decision 0044); resolves with the server's message. */
  readonly send: (values: O, idempotencyKey: string) => Promise<string>;
  /** The message above the form for a failed call (throttled, invalid data, no connection). */
  readonly failureMessage: (error: unknown) => string;
}

/**
 * The send of a public form: the server's success message, or its per-field messages under their
 * fields and a failure above the button (decision 0029's forms and the interest form).
 */
export function useFormSend<V extends FieldValues, O>({
  fields,
  setError,
  send,
  failureMessage,
}: FormSendOptions<V, O>) {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const submission = useSubmission();
  async function submit(values: O) {
    // A second click or Enter while the first send runs sends nothing.
    if (submission.running()) return;
    setFailure(null);
    try {
      setSent(await submission.run((key) => send(values, key)));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of fields) {
          const message = error.fieldErrors[field];
          if (message) setError(field, { message }, { shouldFocus: true });
        }
      }
      setFailure((previous) => nextFailure(previous, failureMessage(error)));
    }
  }
  return { sent, failure, submit };
}
