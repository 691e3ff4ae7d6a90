import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconCarOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { IconTile } from '../../components/icon-tile';

/** The 404 of `/info-auto/{id}` (or an unexpected error), with the ways back to the cars. */
export function VehicleNotFound({ notFound }: { readonly notFound: boolean }) {
  return (
    <Container size="sm" py={{ base: 48, md: 80 }} ta="center">
      <IconTile size={72} radius="xl" variant="light" color="navy" mb="lg">
        <IconCarOff size={40} aria-hidden="true" />
      </IconTile>
      <Title order={1} mb="sm">
        {notFound ? 'No encontramos este vehículo' : 'Algo salió mal'}
      </Title>
      <Text size="lg" c="dimmed" mb="xl">
        {notFound
          ? 'El enlace puede estar incompleto o el auto ya no se publica. Tenemos muchos otros autos esperándote en nuestro catálogo.'
          : 'Ocurrió un error inesperado al mostrar este vehículo. Inténtalo de nuevo en unos minutos.'}
      </Text>
      <Group justify="center" gap="sm">
        <Button component={Link} to="/compra-tu-auto" size="md">
          Ver autos disponibles
        </Button>
        <Button component={Link} to="/inicio" variant="default" size="md">
          Volver al inicio
        </Button>
      </Group>
    </Container>
  );
}
