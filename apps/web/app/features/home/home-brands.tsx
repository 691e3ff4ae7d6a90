import { Container, Text, Title } from '@mantine/core';
import type { BrandCount } from '@motorplaza/domain/home/home-inventory';
import { brandHref } from '@motorplaza/domain/home/home-links';
import { Link } from 'react-router';
import classes from './home.module.css';

/** Every brand in stock with its number of cars, each opening the catalogue filtered to it. */
export function HomeBrands({ brands }: { readonly brands: readonly BrandCount[] }) {
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby="marcas" className={classes.band}>
      <Container size="xl" py={{ base: 40, md: 64 }}>
        <Title order={2} id="marcas">
          Marcas disponibles
        </Title>
        <Text c="dimmed" mb="lg">
          Elige una marca y mira todos sus autos en venta.
        </Text>
        <ul className={classes.brands}>
          {brands.map(({ marca, count }) => (
            <li key={marca}>
              {/* Named by what it shows, "Toyota 18 autos" (WCAG 2.5.3: the name contains the visible
                  "Toyota 18"); the space between the two boxes is for the name, flex ignores it. */}
              <Link to={brandHref(marca)} className={classes.brand}>
                <span className={classes.brandName}>{marca}</span>{' '}
                <span className={classes.brandCount}>
                  {count}
                  <span className="visually-hidden">{count === 1 ? ' auto' : ' autos'}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
