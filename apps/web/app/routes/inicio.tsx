import { HomeHero } from '../features/home/home-hero';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/inicio';

export const meta: Route.MetaFunction = pageMeta;

export default function Inicio() {
  return <HomeHero />;
}
