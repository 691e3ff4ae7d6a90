import { Container, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconCar, IconCreditCard } from '@tabler/icons-react';
import { useRootData } from '../../lib/root-data';

/** Three reasons to visit, built from the company's own settings. */
export function HomeHighlights() {
  const { settings } = useRootData();
  const districts = settings.oficinas.map((oficina) => oficina.distrito.split(',')[0]).join(' y ');
  const highlights = [
    {
      Icon: IconCreditCard,
      title: 'Financiamiento vehicular',
      text: 'Contamos con financiamiento vehicular: consulta por tu crédito.',
    },
    {
      Icon: IconBuildingStore,
      title: `${settings.oficinas.length === 2 ? 'Dos tiendas' : 'Nuestras tiendas'} en Lima`,
      text: `Visítanos en ${districts}.`,
    },
    {
      Icon: IconCar,
      title: 'Compramos tu auto',
      text: 'Cuéntanos sobre tu vehículo y te contactamos con una propuesta.',
    },
  ];
  return (
    <Container size="xl" py={{ base: 40, md: 64 }}>
      <Title order={2} mb="lg">
        ¿Por qué {settings.nombreEmpresa}?
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {highlights.map(({ Icon, title, text }) => (
          <Paper key={title} withBorder radius="lg" p="xl" shadow="xs">
            <ThemeIcon size={48} radius="md" variant="light" color="brand" mb="md">
              <Icon size={26} aria-hidden="true" />
            </ThemeIcon>
            <Title order={3} size="h4" mb={6}>
              {title}
            </Title>
            <Text c="dimmed">{text}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
