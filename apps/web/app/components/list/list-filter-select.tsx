import { Input, Select } from '@mantine/core';
import { useId } from 'react';
import classes from './list.module.css';

export interface FilterOption<V extends string> {
  readonly value: V;
  readonly label: string;
}

interface ListFilterSelectProps<V extends string> {
  /** The visible label ("Filtrar por Estado:"). */
  readonly label: string;
  readonly options: readonly FilterOption<V>[];
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly disabled?: boolean;
}

/** One choice among fixed options that filters a staff list (spec 001 §2.1 "Filtrar por Estado:"). */
export function ListFilterSelect<V extends string>({
  label,
  options,
  value,
  onChange,
  disabled = false,
}: ListFilterSelectProps<V>) {
  const id = useId();
  return (
    // A label of our own: with `label` Mantine also names its always-mounted listbox by it, so the
    // label would point at two elements.
    <div className={classes.filterSelect}>
      <Input.Label htmlFor={id}>{label}</Input.Label>
      <Select
        id={id}
        data={options as FilterOption<V>[]}
        value={value}
        allowDeselect={false}
        disabled={disabled}
        onChange={(chosen) => {
          const option = options.find((candidate) => candidate.value === chosen);
          if (option) onChange(option.value);
        }}
      />
    </div>
  );
}
