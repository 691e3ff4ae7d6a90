import { Button } from '@mantine/core';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { IconTable } from '@tabler/icons-react';
import { useId, useState } from 'react';
import classes from './reports.module.css';

export interface DataTableColumn {
  readonly header: string;
  readonly align?: 'left' | 'right';
  /** Its cells may break over lines (names); months, amounts and counts stay on one line. */
  readonly wrap?: boolean;
}

interface ChartDataTableProps {
  /** The table's caption (the chart's title). */
  readonly caption: string;
  readonly columns: readonly DataTableColumn[];
  /** The cells as shown, one array per row. */
  readonly rows: readonly (readonly string[])[];
  /** Shown at first (a table that is the report itself); otherwise hidden from sight, not from readers. */
  readonly initiallyVisible?: boolean;
  /** A colour swatch before each row's first cell, the chart's colour of that row (a legend). */
  readonly colors?: readonly string[];
}

/**
 * A chart's numbers as a table (issue 11, WCAG 1.1.1): always in the accessibility tree, shown on
 * screen with 'Ver tabla de datos'.
 */
export function ChartDataTable({
  caption,
  columns,
  rows,
  initiallyVisible = false,
  colors,
}: ChartDataTableProps) {
  const [visible, setVisible] = useState(initiallyVisible);
  const tableId = useId();
  const table = (
    <table className={classes.table}>
      <caption className={classes.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={column.align === 'right' ? classes.num : undefined}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reordered
          <tr key={index}>
            {row.map((cell, column) =>
              column === 0 ? (
                <th
                  key={columns[column]?.header}
                  scope="row"
                  className={columns[column]?.wrap ? classes.wrap : classes.oneLine}
                >
                  {colors?.[index] && (
                    <span
                      className={classes.swatch}
                      style={{ backgroundColor: colors[index] }}
                      aria-hidden="true"
                    />
                  )}
                  {cell}
                </th>
              ) : (
                <td
                  key={columns[column]?.header}
                  className={`${classes.oneLine} ${columns[column]?.align === 'right' ? classes.num : ''}`}
                >
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <div className={classes.dataTable}>
      {!initiallyVisible && (
        <Button
          variant="subtle"
          color="navy"
          size="compact-sm"
          leftSection={<IconTable size={16} aria-hidden="true" />}
          aria-expanded={visible}
          aria-controls={tableId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? REPORT_TEXTS.hideTable : REPORT_TEXTS.showTable}
        </Button>
      )}
      {/* On screen it scrolls sideways inside its card when narrow, so it takes the focus to be
          scrolled with the keyboard (axe scrollable-region-focusable); hidden, it is only read. */}
      {visible ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section id={tableId} className={classes.tableWrap} aria-label={caption} tabIndex={0}>
          {table}
        </section>
      ) : (
        <div id={tableId} className="visually-hidden">
          {table}
        </div>
      )}
    </div>
  );
}
