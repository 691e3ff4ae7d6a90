import { Button, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEventHandler, useEffect, useRef, useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ColumnsGrid } from '../columns-grid';
import { FailureAlert, type FormFailure, useFormFailure } from './form-outcome';

/**
 * A public look-up by a reference and the person's DNI, and the changes it opens in dialogs: the
 * seller's offer (decision 0043) and the buyer's test drive (issue 26) share it.
 */

interface Found<W, V> {
  readonly who: W;
  readonly item: V;
  /** The confirmation of the last change, announced once per change. */
  readonly done?: { readonly message: string; readonly attempt: number };
}

export function useCodeLookup<W, V, D extends string>(
  lookup: (who: W) => Promise<V>,
  failureOf: (error: unknown) => string,
) {
  const [found, setFound] = useState<Found<W, V> | null>(null);
  const [dialog, setDialog] = useState<D | null>(null);
  const { failure, fail, clear } = useFormFailure();
  const resultRef = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // A new result (or a new state after a change) takes the focus, so it is read and nothing is lost.
  useEffect(() => {
    if (found && !found.done) resultRef.current?.focus();
  }, [found]);

  return {
    found,
    dialog,
    failure,
    resultRef,
    clearFound: () => setFound(null),
    async search(who: W) {
      clear();
      setFound(null);
      try {
        setFound({ who, item: await lookup(who) });
      } catch (error) {
        fail(failureOf(error));
      }
    },
    async reload() {
      if (!found) return;
      try {
        setFound({ who: found.who, item: await lookup(found.who) });
      } catch (error) {
        fail(failureOf(error));
      }
    },
    open(kind: D) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setDialog(kind);
    },
    /** Closed without a change: the focus goes back to the button that opened the dialog. */
    close() {
      setDialog(null);
      requestAnimationFrame(() => opener.current?.focus());
    },
    changed(item: V, message: string) {
      setDialog(null);
      setFound((previous) =>
        previous
          ? { who: previous.who, item, done: { message, attempt: (previous.done?.attempt ?? 0) + 1 } }
          : previous,
      );
    },
  };
}

interface CodeLookupFormProps {
  readonly label: string;
  readonly codeLabel: string;
  readonly codePlaceholder: string;
  readonly codeDescription: string;
  readonly dniDescription: string;
  readonly register: UseFormRegister<{ codigo: string; dni: string }>;
  readonly errors: FieldErrors<{ codigo: string; dni: string }>;
  readonly failure: FormFailure | null;
  readonly submitting: boolean;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  /** The button's class (full width on a phone, its own width above). */
  readonly submitClassName?: string;
}

/** The reference and the DNI, side by side from a small tablet up, and 'Consultar'. */
export function CodeLookupForm(props: CodeLookupFormProps) {
  const { register, errors } = props;
  return (
    <form onSubmit={props.onSubmit} noValidate aria-label={props.label}>
      <Stack gap="md">
        <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={props.codeLabel}
            placeholder={props.codePlaceholder}
            description={props.codeDescription}
            required
            autoComplete="off"
            maxLength={40}
            error={errors.codigo?.message}
            {...register('codigo')}
          />
          <TextInput
            label="DNI"
            description={props.dniDescription}
            required
            autoComplete="off"
            inputMode="numeric"
            maxLength={8}
            error={errors.dni?.message}
            {...register('dni')}
          />
        </ColumnsGrid>
        <FailureAlert failure={props.failure} />
        <Button
          type="submit"
          loading={props.submitting}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          className={props.submitClassName}
        >
          Consultar
        </Button>
      </Stack>
    </form>
  );
}
