import { Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../components/coming-soon';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/compra-tu-auto';

export const meta: Route.MetaFunction = pageMeta;

export default function CompraTuAuto() {
  const [searchParams] = useSearchParams();
  const term = searchParams.get('q');
  return (
    <ComingSoon
      title="Compra tu auto"
      lead="Estamos preparando nuestro catálogo en línea con filtros por marca, modelo, precio, año y más."
    >
      {term && (
        <Text mt="md">
          Tu búsqueda: <strong>{term}</strong>
        </Text>
      )}
    </ComingSoon>
  );
}
