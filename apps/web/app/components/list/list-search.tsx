import { ActionIcon, Button, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import classes from './list.module.css';

interface ListSearchProps {
  /** The input's visible label ("Buscar vehículo"). */
  readonly label: string;
  readonly placeholder: string;
  /** A hint under the input ("Desde 3 caracteres"). */
  readonly description?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Enter or the search button. */
  readonly onSearch: () => void;
  /** The clear button, shown while there is text. */
  readonly onClear: () => void;
  /** The clear button's name; "Limpiar búsqueda" by default. */
  readonly clearLabel?: string;
  /** The search button spins while a search runs. */
  readonly loading?: boolean;
  readonly maxLength?: number;
}

/** A staff list's search box (spec 001 §2.1): label, placeholder, clear button, search button and Enter. */
export function ListSearch({
  label,
  placeholder,
  description,
  value,
  onChange,
  onSearch,
  onClear,
  clearLabel = 'Limpiar búsqueda',
  loading = false,
  maxLength = 100,
}: ListSearchProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch();
  }

  return (
    <search className={classes.search}>
      <form className={classes.searchForm} onSubmit={submit}>
        <TextInput
          className={classes.searchInput}
          label={label}
          type="search"
          placeholder={placeholder}
          description={description}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={
            value ? (
              <ActionIcon variant="subtle" color="gray" aria-label={clearLabel} onClick={onClear}>
                <IconX size={16} aria-hidden="true" />
              </ActionIcon>
            ) : null
          }
          maxLength={maxLength}
        />
        <Button type="submit" aria-label="Buscar" className={classes.searchButton} loading={loading}>
          <IconSearch size={18} aria-hidden="true" />
        </Button>
      </form>
    </search>
  );
}
