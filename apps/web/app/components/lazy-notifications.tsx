import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationStack = lazy(() =>
  import('./notification-stack').then((module) => ({ default: module.NotificationStack })),
);

/**
 * Mantine's notifications, loaded when the first one is shown (most visits show none) and kept
 * afterwards. Notifications shown meanwhile wait in Mantine's store and appear once it has loaded.
 */
export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationStack />
    </Suspense>
  );
}
