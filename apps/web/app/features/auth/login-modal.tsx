import { Modal, Text } from '@mantine/core';
import { staffLandingPath } from '@motorplaza/domain/access/web-routes';
import { useNavigate, useSearchParams } from 'react-router';
import { sessionStore } from '../../lib/session';
import { MantinePublicStyles } from '../../styles/mantine-styles';
import { LoginForm } from './login-form';
import { allowedReturnPath, RETURN_URL_PARAM } from './return-url';

interface LoginModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
}

/**
 * Spec 000 §2 "Login modal": large and centred; the backdrop does not close it, the X and Escape do.
 * On success it opens the returnUrl when the user may, otherwise /admin/inicio (or the first screen
 * their permissions open, decision 0017).
 */
export function LoginModal({ opened, onClose }: LoginModalProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  function signedIn() {
    onClose();
    const user = sessionStore.getUser();
    const returnPath = allowedReturnPath(searchParams.get(RETURN_URL_PARAM), window.location.origin, user);
    navigate(returnPath ?? staffLandingPath(user));
  }

  return (
    <>
      <MantinePublicStyles />
      <Modal
        opened={opened}
        onClose={onClose}
        size="lg"
        centered
        closeOnClickOutside={false}
        title="Bienvenido"
        styles={{ title: { fontSize: '1.75rem' } }}
      >
        <Text c="dimmed" mb="lg">
          Accede a tu cuenta administrativa
        </Text>
        <LoginForm onSuccess={signedIn} />
      </Modal>
    </>
  );
}
