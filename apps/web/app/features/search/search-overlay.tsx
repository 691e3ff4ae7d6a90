import { Button, Flex, Modal, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { catalogSearchUrl } from '../../lib/catalog-search-url';
import { MantinePublicStyles } from '../../styles/mantine-styles';

interface SearchOverlayProps {
  readonly opened: boolean;
  readonly onClose: () => void;
}

/** Spec 000 §2: one field; a non-blank trimmed term closes the overlay and opens the catalogue. */
export function SearchOverlay({ opened, onClose }: SearchOverlayProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const url = catalogSearchUrl(term);
    if (!url) return;
    onClose();
    setTerm('');
    navigate(url);
  }

  return (
    <>
      <MantinePublicStyles />
      <Modal
        opened={opened}
        onClose={onClose}
        size="xl"
        yOffset="12vh"
        title="Empecemos con la búsqueda de tu próximo auto"
      >
        <search>
          <form onSubmit={submit}>
            <Flex direction={{ base: 'column', sm: 'row' }} gap="sm">
              <TextInput
                label="Buscar auto"
                labelProps={{ className: 'visually-hidden' }}
                placeholder="Buscar auto"
                size="lg"
                flex={1}
                value={term}
                onChange={(event) => setTerm(event.currentTarget.value)}
                leftSection={<IconSearch size={20} aria-hidden="true" />}
                data-autofocus
              />
              <Button type="submit" size="lg">
                Buscar autos
              </Button>
            </Flex>
          </form>
        </search>
      </Modal>
    </>
  );
}
