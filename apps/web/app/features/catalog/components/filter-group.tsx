import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import classes from '../filters.module.css';

interface FilterGroupProps {
  readonly id: string;
  readonly title: string;
  /** How many options are chosen, or the moved range (spec 000 §2 header badge). */
  readonly badge: string | null;
  /** What the badge means to a screen reader, e.g. '2 seleccionados'. */
  readonly badgeLabel: string | null;
  readonly opened: boolean;
  readonly onToggle: () => void;
  readonly children: ReactNode;
  /** The header button, for the panel to move focus to. */
  readonly buttonRef?: Ref<HTMLButtonElement>;
}

/** A collapsible group of the filter panel: its header is a button that shows or hides the body. */
export function FilterGroup({
  id,
  title,
  badge,
  badgeLabel,
  opened,
  onToggle,
  children,
  buttonRef,
}: FilterGroupProps) {
  const bodyId = `filtro-${id}`;
  return (
    <section className={classes.group}>
      <h3 className={classes.groupTitle}>
        <button
          ref={buttonRef}
          type="button"
          className={classes.groupButton}
          aria-expanded={opened}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className={classes.groupName}>{title}</span>
          {badge && (
            <span className={classes.badge}>
              <span aria-hidden="true">{badge}</span>
              <span className="visually-hidden">{`(${badgeLabel ?? badge})`}</span>
            </span>
          )}
          <IconChevronDown size={18} className={classes.chevron} aria-hidden="true" />
        </button>
      </h3>
      <div id={bodyId} className={classes.groupBody} hidden={!opened}>
        {children}
      </div>
    </section>
  );
}
