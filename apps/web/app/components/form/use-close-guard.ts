import { useWindowEvent } from '@mantine/hooks';
import { useCallback, useRef, useState } from 'react';

interface CloseGuardOptions {
  readonly opened: boolean;
  /** A save runs or its result shows: nothing closes. */
  readonly busy: boolean;
  /** Escape may close the form (a new vehicle's is static: spec 001 §2.2). */
  readonly escapeCloses: boolean;
  readonly onClose: () => void;
}

/**
 * Closing a form with changes (Cancelar, ×, Escape, the backdrop) asks "¿Descartar los cambios?"
 * first (docs/decisions/0014). Escape is handled here, once, for the form and its question: with
 * Mantine's own Escape on both modals, the key that opened the question reached the question's
 * listener in the same dispatch and closed it again.
 */
export function useCloseGuard({ opened, busy, escapeCloses, onClose }: CloseGuardOptions) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  /** "Descartar" was chosen: the form closes once the question has gone. */
  const discarding = useRef(false);

  const requestClose = () => {
    if (busy) return;
    if (dirty) setAsking(true);
    else onClose();
  };

  const keepEditing = useCallback(() => setAsking(false), []);
  const discard = useCallback(() => {
    discarding.current = true;
    setAsking(false);
  }, []);
  // Closing both modals at once loses focus: the question would hand it back to a button of the
  // closing form, and the form then would not return it to the button that opened it.
  const afterQuestion = () => {
    if (!discarding.current) return;
    discarding.current = false;
    setDirty(false);
    onClose();
  };

  useWindowEvent(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || event.isComposing || !opened || busy) return;
      // An open dropdown takes Escape for itself (Mantine marks its input so).
      const target = event.target instanceof Element ? event.target : null;
      if (target?.getAttribute('data-mantine-stop-propagation') === 'true') return;
      if (asking) keepEditing();
      else if (escapeCloses) requestClose();
    },
    // Before the dropdown's own handler clears that mark, as Mantine's modals do.
    { capture: true },
  );

  return {
    setDirty,
    requestClose,
    question: { opened: asking, onKeepEditing: keepEditing, onDiscard: discard, onExited: afterQuestion },
  };
}
