import { Alert, Anchor, Badge, Button, Container, Group, Loader, Text, Title } from '@mantine/core';
import { COMPARE_MAX, COMPARE_MIN, compareUrl } from '@motorplaza/domain/catalog/compare';
import type { SelectionItem } from '@motorplaza/domain/catalog/selection.schema';
import { vehicleAvailability } from '@motorplaza/domain/catalog/vehicle-listing';
import { IconHeart, IconScale } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CarCard } from '../../components/car-card';
import { toggleFavourite, useSavedCars } from '../../lib/saved-cars';
import classes from './favourites.module.css';
import { getSelection } from './get-selection';

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; readonly items: readonly SelectionItem[] };

const STATUS_LABELS = { sold: 'Vendido', unavailable: 'No disponible' } as const;

/** Reads the saved ids' current price and state from the server whenever the list changes. */
function useSelection(ids: readonly number[], hydrated: boolean): [Loaded, () => void] {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `ids`; `attempt` retries.
  useEffect(() => {
    if (!hydrated) return;
    let current = true;
    getSelection(ids).then(
      (items) => current && setLoaded({ state: 'ready', items }),
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [key, hydrated, attempt]);
  return [loaded, () => setAttempt((value) => value + 1)];
}

function GoneCard({ idAuto }: { readonly idAuto: number }) {
  return (
    <article className={classes.gone} aria-label={`Auto ${idAuto}`}>
      <Text fw={700}>Ya no está disponible</Text>
      <Text size="sm" c="dimmed">
        Este auto ya no figura en nuestra web.
      </Text>
      <Button variant="outline" color="navy" onClick={() => toggleFavourite(idAuto)}>
        Quitar de favoritos
      </Button>
    </article>
  );
}

/**
 * `/favoritos`: the cars saved in this browser, each with its current price and state from the
 * server; a sold or withdrawn car is marked, one that no longer exists says so and can be removed.
 */
export function FavouritesPage({ exchangeRate }: { readonly exchangeRate: number }) {
  const { favoritos } = useSavedCars();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [loaded, retry] = useSelection(favoritos, hydrated);
  const items =
    loaded.state === 'ready' ? loaded.items.filter((item) => favoritos.includes(item.idAuto)) : [];
  const comparable = items.filter((item) => item.automovil !== null).map((item) => item.idAuto);

  let content: React.ReactNode;
  if (hydrated && favoritos.length === 0) {
    content = (
      <div className={classes.empty}>
        <IconHeart size={40} aria-hidden="true" />
        <Title order={2} size="h3">
          Aún no guardas autos
        </Title>
        <Text c="dimmed">
          Toca el corazón de un auto del catálogo y lo encontrarás aquí, en este navegador.
        </Text>
        <Button component={Link} to="/compra-tu-auto" color="navy">
          Ver autos disponibles
        </Button>
      </div>
    );
  } else if (loaded.state === 'failed') {
    content = (
      <Alert color="red" role="alert" title="No pudimos cargar tus favoritos">
        <Button mt="sm" variant="white" color="red" onClick={retry}>
          Reintentar
        </Button>
      </Alert>
    );
  } else if (!hydrated || loaded.state === 'loading') {
    content = (
      <Group gap="sm" role="status">
        <Loader size="sm" color="navy" aria-hidden="true" />
        <Text>Cargando tus favoritos…</Text>
      </Group>
    );
  } else {
    content = (
      <>
        <div className={classes.compareBar}>
          {comparable.length >= COMPARE_MIN && comparable.length <= COMPARE_MAX ? (
            <Button
              component={Link}
              to={compareUrl(comparable)}
              color="navy"
              leftSection={<IconScale size={18} aria-hidden="true" />}
            >
              Comparar estos autos
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              Para comparar, toca «Comparar» en {COMPARE_MIN} o {COMPARE_MAX} autos.
            </Text>
          )}
        </div>
        <ul className={classes.grid} aria-label="Autos guardados">
          {items.map(({ idAuto, automovil }) => {
            const availability = automovil ? vehicleAvailability(automovil.estadoDes) : null;
            return (
              <li key={idAuto} className={classes.item}>
                {availability && availability !== 'available' && (
                  <Badge color={availability === 'sold' ? 'brand' : 'gray'} size="lg" radius="sm">
                    {STATUS_LABELS[availability]}
                  </Badge>
                )}
                {automovil ? (
                  <CarCard vehicle={automovil} exchangeRate={exchangeRate} />
                ) : (
                  <GoneCard idAuto={idAuto} />
                )}
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <Container size="xl" py={{ base: 'lg', md: 40 }}>
      <Title order={1} mb={4}>
        Favoritos
      </Title>
      <Text c="dimmed" mb="lg">
        Los autos que guardas se quedan en este navegador, con su precio y estado de hoy.{' '}
        <Anchor component={Link} to="/compra-tu-auto" underline="always">
          Seguir viendo autos
        </Anchor>
      </Text>
      {content}
    </Container>
  );
}
