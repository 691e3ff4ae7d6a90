import { act, fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCloseGuard } from './use-close-guard';

function renderGuard(options: { busy?: boolean; escapeCloses?: boolean } = {}) {
  const onClose = vi.fn();
  const hook = renderHook(() =>
    useCloseGuard({
      opened: true,
      busy: options.busy ?? false,
      escapeCloses: options.escapeCloses ?? true,
      onClose,
    }),
  );
  const pressEscape = () => act(() => void fireEvent.keyDown(document.body, { key: 'Escape' }));
  return { ...hook, onClose, pressEscape };
}

describe('useCloseGuard', () => {
  it('closes an unchanged form at once', () => {
    const { result, onClose, pressEscape } = renderGuard();
    act(() => result.current.requestClose());
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(result.current.question.opened).toBe(false);
  });

  it('asks before closing a changed form, and closes only after "Descartar" and the question has gone', () => {
    const { result, onClose } = renderGuard();
    act(() => result.current.setDirty(true));
    act(() => result.current.requestClose());
    expect(result.current.question.opened).toBe(true);
    act(() => result.current.question.onDiscard());
    expect(result.current.question.opened).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    act(() => result.current.question.onExited());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape opens the question on a changed form, and a second Escape means "Seguir editando"', () => {
    const { result, onClose, pressEscape } = renderGuard();
    act(() => result.current.setDirty(true));
    pressEscape();
    expect(result.current.question.opened).toBe(true);
    pressEscape();
    expect(result.current.question.opened).toBe(false);
    act(() => result.current.question.onExited());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves Escape to an open dropdown', () => {
    const { result, pressEscape } = renderGuard();
    act(() => result.current.setDirty(true));
    document.body.setAttribute('data-mantine-stop-propagation', 'true');
    pressEscape();
    document.body.removeAttribute('data-mantine-stop-propagation');
    expect(result.current.question.opened).toBe(false);
  });

  it('does not close by Escape a new vehicle (a static modal), nor anything while saving', () => {
    const fresh = renderGuard({ escapeCloses: false });
    fresh.pressEscape();
    expect(fresh.onClose).not.toHaveBeenCalled();
    fresh.unmount();

    const saving = renderGuard({ busy: true });
    saving.pressEscape();
    act(() => saving.result.current.requestClose());
    expect(saving.onClose).not.toHaveBeenCalled();
  });
});
