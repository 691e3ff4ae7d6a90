import { Anchor, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ComplaintLookupForm } from '../features/complaints/public/complaint-lookup';
import { pageMeta } from '../lib/page-meta';
import { MantinePublicStyles } from '../styles/mantine-styles';
import type { Route } from './+types/reclamos-consulta';

export const meta: Route.MetaFunction = pageMeta;

/** The status of a sheet by its number and the consumer's document (docs/decisions/0028). */
export default function ReclamosConsulta() {
  return (
    <>
      <MantinePublicStyles />
      <Container size="md" py={{ base: 'lg', md: 40 }}>
        <Title order={1} mb="xs">
          Consulta tu reclamo
        </Title>
        <Text mb="lg">
          Escribe el número de tu hoja de reclamación y el documento con el que la registraste. Por tu
          seguridad, la consulta muestra el estado y las fechas; el detalle está en la copia que te enviamos
          por correo.{' '}
          <Anchor component={Link} to="/reclamos" underline="always">
            Registrar una hoja nueva
          </Anchor>
          .
        </Text>
        <ComplaintLookupForm />
      </Container>
    </>
  );
}
