import { Button, Checkbox, Text } from '@mantine/core';
import { IconUserCheck, IconUserOff } from '@tabler/icons-react';
import classes from './users.module.css';

interface UsersSelectionBarProps {
  /** Users on the page, and how many of them are selected. */
  readonly pageCount: number;
  readonly selectedOnPage: number;
  /** Selected users, on any page. */
  readonly selected: number;
  readonly onSelectPage: (selected: boolean) => void;
  readonly onActivate: () => void;
  readonly onDeactivate: () => void;
  readonly onClear: () => void;
}

/** Select-all on the page and, with a selection, the bulk "Activar (n)" and "Desactivar" (spec 001 §2.8). */
export function UsersSelectionBar({
  pageCount,
  selectedOnPage,
  selected,
  onSelectPage,
  onActivate,
  onDeactivate,
  onClear,
}: UsersSelectionBarProps) {
  return (
    <div className={classes.selectionBar}>
      <Checkbox
        label="Seleccionar todos en esta página"
        checked={pageCount > 0 && selectedOnPage === pageCount}
        indeterminate={selectedOnPage > 0 && selectedOnPage < pageCount}
        onChange={(event) => onSelectPage(event.currentTarget.checked)}
      />
      {selected > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a toolbar of buttons, not a form field group.
        <div className={classes.bulk} role="group" aria-label="Acciones con los usuarios seleccionados">
          <Text size="sm" fw={600} role="status">
            {selected === 1 ? '1 seleccionado' : `${selected} seleccionados`}
          </Text>
          <Button size="xs" leftSection={<IconUserCheck size={16} aria-hidden="true" />} onClick={onActivate}>
            Activar ({selected})
          </Button>
          <Button
            size="xs"
            color="red.8"
            variant="outline"
            leftSection={<IconUserOff size={16} aria-hidden="true" />}
            onClick={onDeactivate}
          >
            Desactivar
          </Button>
          <Button size="xs" variant="default" onClick={onClear}>
            Quitar selección
          </Button>
        </div>
      )}
    </div>
  );
}
