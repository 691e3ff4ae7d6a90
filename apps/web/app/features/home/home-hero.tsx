import { Badge, Button, Container, Flex, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { catalogSearchUrl } from '../../lib/catalog-search-url';
import { useRootData } from '../../lib/root-data';
import classes from './home.module.css';
import { HomePopularSearches } from './home-popular-searches';
import { HomeStockCard } from './home-stock-card';

interface HomeHeroProps {
  readonly total: number;
  readonly brands: number;
}

/** The top of the home page: a search straight into the catalogue, popular searches, buy or sell. */
export function HomeHero({ total, brands }: HomeHeroProps) {
  const { settings } = useRootData();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  function search(event: FormEvent) {
    event.preventDefault();
    const url = catalogSearchUrl(term);
    if (url) navigate(url);
  }

  return (
    <section className={`${classes.hero} dark-surface`} aria-labelledby="hero-title">
      <Container size="xl" py={{ base: 40, md: 80 }}>
        <div className={classes.heroGrid}>
          <div className={classes.heroMain}>
            <Stack gap="lg">
              <Badge variant="filled" color="brand" size="lg" radius="sm" w="fit-content">
                {settings.nombreEmpresa} · Lima, Perú
              </Badge>
              <Title order={1} id="hero-title" className={classes.title}>
                Encuentra tu próximo auto en {settings.nombreEmpresa}
              </Title>
              <Text size="lg" className={classes.lead}>
                Autos usados, seminuevos y nuevos con asesoría personalizada y financiamiento vehicular.
              </Text>
              <search>
                <Flex
                  component="form"
                  onSubmit={search}
                  direction={{ base: 'column', sm: 'row' }}
                  gap="sm"
                  className={classes.searchForm}
                >
                  <TextInput
                    label="Buscar por marca, modelo o año"
                    labelProps={{ className: 'visually-hidden' }}
                    placeholder="Ej.: Toyota RAV4 2021"
                    size="lg"
                    flex={1}
                    value={term}
                    onChange={(event) => setTerm(event.currentTarget.value)}
                    leftSection={<IconSearch size={20} aria-hidden="true" />}
                  />
                  <Button type="submit" size="lg">
                    Buscar en el catálogo
                  </Button>
                </Flex>
              </search>
              <HomePopularSearches />
              <Group gap="sm">
                <Button
                  component={Link}
                  to="/compra-tu-auto"
                  variant="white"
                  color="navy"
                  size="md"
                  rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                >
                  Ver autos en venta
                </Button>
                <Button component={Link} to="/vende-tu-auto" variant="outline" color="gray.0" size="md">
                  Quiero vender mi auto
                </Button>
              </Group>
            </Stack>
          </div>
          <div className={classes.heroAside}>
            <HomeStockCard total={total} brands={brands} offices={settings.oficinas.length} />
          </div>
        </div>
      </Container>
    </section>
  );
}
