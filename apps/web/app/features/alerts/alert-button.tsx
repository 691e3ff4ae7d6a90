import type { AlertCriteria } from '@motorplaza/domain/alerts/alert-criteria';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import classes from './alert-button.module.css';

// The modal and its form load on the first opening: most visits never need their code.
const AlertModal = lazy(() => import('./alert-modal').then((module) => ({ default: module.AlertModal })));

/**
 * 'Avísame cuando llegue' (issue 26): from any catalogue view, its search and filters. A plain button
 * styled here, so the catalogue's first paint waits for no component stylesheet.
 */
export function AlertButton({ criteria }: { readonly criteria: AlertCriteria }) {
  // Each opening mounts a fresh form: after a sent alert, the next one starts empty.
  const [opening, setOpening] = useState<{ round: number; opened: boolean }>({ round: 0, opened: false });
  const buttonRef = useRef<HTMLButtonElement>(null);
  function close() {
    setOpening((current) => ({ ...current, opened: false }));
    // Focus goes back to the button after the close's own pointer or key event, as the catalogue's
    // detail modal does (the modal, loaded late, does not know what was focused before it).
    window.setTimeout(() => buttonRef.current?.focus({ preventScroll: true }));
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={classes.button}
        onClick={() => setOpening(({ round }) => ({ round: round + 1, opened: true }))}
      >
        <IconBell size={18} stroke={1.8} aria-hidden="true" />
        Avísame cuando llegue
      </button>
      {opening.round > 0 && (
        <Suspense fallback={null}>
          <AlertModal key={opening.round} criteria={criteria} opened={opening.opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
