import { CloseButton, Pill } from '@mantine/core';
import { ROLE_LABELS, type Role } from '@motorplaza/domain/access/roles';
import classes from './users.module.css';

interface UsersFilterChipsProps {
  readonly rol: Role | null;
  readonly term: string;
  readonly onRemoveRol: () => void;
  readonly onRemoveTerm: () => void;
}

/** Spec 001 §2.8 active-filter chips: "Rol: …" and the search term, each removable. */
export function UsersFilterChips({ rol, term, onRemoveRol, onRemoveTerm }: UsersFilterChipsProps) {
  if (!rol && !term) return null;
  const chips = [
    ...(rol ? [{ key: 'rol', text: `Rol: ${ROLE_LABELS[rol]}`, onRemove: onRemoveRol }] : []),
    ...(term ? [{ key: 'term', text: `Búsqueda: "${term}"`, onRemove: onRemoveTerm }] : []),
  ];
  return (
    <ul className={classes.chips} aria-label="Filtros activos">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Pill size="md" withRemoveButton={false}>
            {chip.text}
            <CloseButton
              size="xs"
              ml={4}
              aria-label={`Quitar filtro ${chip.text}`}
              onClick={chip.onRemove}
              style={{ verticalAlign: 'middle' }}
            />
          </Pill>
        </li>
      ))}
    </ul>
  );
}
