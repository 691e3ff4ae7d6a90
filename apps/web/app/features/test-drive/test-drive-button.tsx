import { Button, Modal } from '@mantine/core';
import { IconSteeringWheel } from '@tabler/icons-react';
import { useState } from 'react';
import { TestDriveForm } from './test-drive-form';

/** 'Agendar prueba de manejo' on an available car's page: a button and its titled dialog. */
export function TestDriveButton({ idAuto }: { readonly idAuto: number }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="md"
        fullWidth
        leftSection={<IconSteeringWheel size={20} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        Agendar prueba de manejo
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Agendar prueba de manejo"
        size="lg"
        fullScreen={false}
        radius="md"
      >
        {opened && <TestDriveForm idAuto={idAuto} />}
      </Modal>
    </>
  );
}
