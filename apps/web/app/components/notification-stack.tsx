import { Notifications } from '@mantine/notifications';
import { MantinePublicStyles, NotificationsStyles } from '../styles/mantine-styles';

/** Where notifications show. Loaded with the first one (see lazy-notifications). */
export function NotificationStack() {
  return (
    <>
      <MantinePublicStyles />
      <NotificationsStyles />
      <Notifications position="bottom-right" />
    </>
  );
}
