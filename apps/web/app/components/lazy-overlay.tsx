import { type ReactNode, Suspense, useEffect, useState } from 'react';

interface LazyOverlayProps {
  readonly opened: boolean;
  /** Renders the lazily loaded modal or drawer with the `opened` to give it. */
  readonly children: (opened: boolean) => ReactNode;
}

/**
 * Mounts a lazily loaded modal or drawer on its first opening and keeps it afterwards. It mounts
 * closed, then opens: so it plays its opening transition and remembers the element that had focus
 * (Mantine returns focus there on closing), exactly as one loaded with the page.
 */
export function LazyOverlay({ opened, children }: LazyOverlayProps) {
  const [requested, setRequested] = useState(opened);
  if (opened && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <OpenOnceMounted opened={opened} render={children} />
    </Suspense>
  );
}

function OpenOnceMounted({
  opened,
  render,
}: {
  readonly opened: boolean;
  readonly render: (opened: boolean) => ReactNode;
}) {
  // Effects run once the lazy component has loaded and committed (closed).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return render(mounted && opened);
}
