import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import classes from '../catalog.module.css';

interface CatalogSearchBoxProps {
  /** The term of the URL (it may also come from the search overlay). */
  readonly term: string;
  readonly onSearch: (term: string) => void;
}

/**
 * Spec 000 §2: the list filters as the visitor types (every change of the box, so pasting counts too).
 * The box keeps what is typed; a term arriving from elsewhere (clear-all, back button, the search
 * overlay) replaces it, but the echo of the visitor's own typing never does.
 */
export function CatalogSearchBox({ term, onSearch }: CatalogSearchBoxProps) {
  const [draft, setDraft] = useState(term);
  const typed = useRef<string[]>([]);

  useEffect(() => {
    const echo = typed.current.indexOf(term);
    if (echo >= 0) {
      typed.current = typed.current.slice(echo + 1);
      return;
    }
    typed.current = [];
    setDraft(term);
  }, [term]);

  function change(value: string) {
    setDraft(value);
    typed.current.push(value);
    onSearch(value);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // On a phone, Enter closes the keyboard so the results show.
    const input = event.currentTarget.elements.namedItem('q');
    if (input instanceof HTMLInputElement) input.blur();
  }

  return (
    <search>
      <form className={classes.searchField} onSubmit={submit}>
        <label htmlFor="catalogo-busqueda" className="visually-hidden">
          Buscar autos
        </label>
        <IconSearch size={20} className={classes.searchIcon} aria-hidden="true" />
        <input
          id="catalogo-busqueda"
          name="q"
          type="search"
          className={classes.searchInput}
          placeholder="Buscar por marca, modelo, año, color..."
          autoComplete="off"
          enterKeyHint="search"
          value={draft}
          onChange={(event) => change(event.currentTarget.value)}
        />
      </form>
    </search>
  );
}
