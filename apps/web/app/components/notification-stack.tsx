import { Notifications } from '@mantine/notifications';

/** Where notifications show. Loaded with the first one (see lazy-notifications). */
export function NotificationStack() {
  return <Notifications position="top-right" />;
}
