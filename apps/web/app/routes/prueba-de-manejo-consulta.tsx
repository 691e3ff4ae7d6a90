import { Anchor, Container, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { TestDriveLookup } from '../features/test-drive/test-drive-lookup';
import { pageMeta } from '../lib/page-meta';
import { MantinePublicStyles } from '../styles/mantine-styles';
import type { Route } from './+types/prueba-de-manejo-consulta';

export const meta: Route.MetaFunction = pageMeta;

/** The buyer's look-up of a test drive: its state, move and cancel (issue 26). */
export default function PruebaDeManejoConsulta() {
  const [params] = useSearchParams();
  return (
    <>
      <MantinePublicStyles />
      <Container size="md" py={{ base: 'lg', md: 40 }}>
        <Title order={1} mb="xs">
          Consulta tu prueba de manejo
        </Title>
        <Text mb="lg">
          Escribe el código de tu prueba y tu DNI para verla, cambiar el día y la hora o cancelarla.{' '}
          <Anchor component={Link} to="/compra-tu-auto" underline="always">
            Ver autos disponibles
          </Anchor>
          .
        </Text>
        <TestDriveLookup initialCode={(params.get('codigo') ?? '').slice(0, 40)} />
      </Container>
    </>
  );
}
