import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import buttons from '../../components/buttons.module.css';
import { useSavedCars } from '../../lib/saved-cars';
import classes from './shell.module.css';

/**
 * 'Favoritos' in the visitor's header, with how many cars are saved in this browser. The count is
 * read after hydration (the cached page is the same for everyone) and sits over the button's corner,
 * so it appears without moving anything.
 */
export function FavouritesLink() {
  const count = useSavedCars().favoritos.length;
  return (
    <Link
      to="/favoritos"
      className={`${buttons.iconButton} ${classes.favourites}`}
      data-variant="light"
      data-size="lg"
      data-radius="xl"
      aria-label={count > 0 ? `Favoritos (${count})` : 'Favoritos'}
      title="Favoritos"
    >
      <IconHeart size={20} aria-hidden="true" />
      {count > 0 && (
        <span className={classes.favouritesCount} aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
