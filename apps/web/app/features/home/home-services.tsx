import { Button, Container, Paper, Text, Title } from '@mantine/core';
import { whatsappLink } from '@motorplaza/domain/settings/whatsapp';
import { IconArrowRight, IconBrandWhatsapp, IconCar, IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ColumnsGrid } from '../../components/columns-grid';
import { IconTile } from '../../components/icon-tile';
import { useRootData } from '../../lib/root-data';

const FINANCING_MESSAGE = '¡Hola! Quiero información sobre el financiamiento vehicular, por favor.';

/** The financing note (spec 000 §1) and the call to the sell-your-car page. */
export function HomeServices() {
  const { settings } = useRootData();
  return (
    <Container
      component="section"
      size="xl"
      py={{ base: 40, md: 64 }}
      aria-label="Financiamiento y venta de tu auto"
    >
      <ColumnsGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="lg" p="xl" shadow="xs">
          <IconTile size={48} radius="md" variant="light" color="brand" mb="md">
            <IconCreditCard size={26} aria-hidden="true" />
          </IconTile>
          <Title order={2} size="h3" mb={6}>
            Financiamiento vehicular
          </Title>
          <Text c="dimmed" mb="lg">
            Contamos con financiamiento vehicular: consulta por tu crédito y un asesor te ayudará a encontrar
            la cuota que mejor se adapte a ti.
          </Text>
          <Button
            component="a"
            href={whatsappLink(settings.whatsapp, FINANCING_MESSAGE)}
            target="_blank"
            rel="noopener noreferrer"
            color="#0b6e4f"
            leftSection={<IconBrandWhatsapp size={20} aria-hidden="true" />}
          >
            Consultar financiamiento
          </Button>
        </Paper>
        <Paper withBorder radius="lg" p="xl" shadow="xs">
          <IconTile size={48} radius="md" variant="light" color="brand" mb="md">
            <IconCar size={26} aria-hidden="true" />
          </IconTile>
          <Title order={2} size="h3" mb={6}>
            ¿Quieres vender tu auto?
          </Title>
          <Text c="dimmed" mb="lg">
            Cuéntanos sobre tu vehículo y te contactamos con una propuesta. Sin compromiso.
          </Text>
          <Button
            component={Link}
            to="/vende-tu-auto"
            color="navy"
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          >
            Vende tu auto
          </Button>
        </Paper>
      </ColumnsGrid>
    </Container>
  );
}
