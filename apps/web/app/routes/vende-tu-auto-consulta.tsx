import { Anchor, Container, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { SellerLookupForm } from '../features/sell/lookup/seller-lookup';
import { pageMeta } from '../lib/page-meta';
import { MantinePublicStyles } from '../styles/mantine-styles';
import type { Route } from './+types/vende-tu-auto-consulta';

export const meta: Route.MetaFunction = pageMeta;

/** The seller's look-up: state, inspection, move and cancel (docs/decisions/0043). */
export default function VendeTuAutoConsulta() {
  const [params] = useSearchParams();
  return (
    <>
      <MantinePublicStyles />
      <Container size="md" py={{ base: 'lg', md: 40 }}>
        <Title order={1} mb="xs">
          Consulta tu oferta
        </Title>
        <Text mb="lg">
          Escribe el código de tu oferta y tu DNI para ver su estado y tu inspección, cambiar el horario o
          cancelarla.{' '}
          <Anchor component={Link} to="/vende-tu-auto" underline="always">
            Enviar una oferta nueva
          </Anchor>
          .
        </Text>
        <SellerLookupForm initialCode={(params.get('codigo') ?? '').slice(0, 40)} />
      </Container>
    </>
  );
}
