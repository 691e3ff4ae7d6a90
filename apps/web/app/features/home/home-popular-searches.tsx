import { POPULAR_SEARCHES } from '@motorplaza/domain/catalog/quick-filters';
import { popularSearchHref } from '@motorplaza/domain/home/home-links';
import { Link } from 'react-router';
import classes from './home.module.css';

/** Spec 000 §9 'Búsquedas populares' as links into the catalogue, each with its own filters. */
export function HomePopularSearches() {
  return (
    <nav aria-labelledby="busquedas-populares" className={classes.popular}>
      <span id="busquedas-populares" className={classes.popularLabel}>
        Búsquedas populares:
      </span>
      <ul className={classes.popularList}>
        {POPULAR_SEARCHES.map((search) => (
          <li key={search.id}>
            <Link to={popularSearchHref(search.id)} className={classes.popularLink}>
              {search.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
