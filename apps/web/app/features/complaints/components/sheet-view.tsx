import { Title } from '@mantine/core';
import type { ComplaintSheet } from '@motorplaza/domain/complaints/complaint.schema';
import { sheetSections } from '@motorplaza/domain/complaints/complaint-sheet';
import { SHEET_TEXTS, sheetHeading } from '@motorplaza/domain/complaints/complaint-texts';
import { formatDateTime } from '@motorplaza/domain/shared/format';
import { useId } from 'react';
import classes from './complaints.module.css';
import { LegalNotes } from './legal-notes';

interface SheetViewProps {
  readonly sheet: ComplaintSheet;
  /** The sheet's heading level where it is shown: 1 on its own page, 2 or 3 inside others. */
  readonly order: 1 | 2 | 3;
}

/** A filed sheet as Anexo I lays it out (the PDF says the same): header, provider, parts 1 to 4, notes. */
export function SheetView({ sheet, order }: SheetViewProps) {
  const titleId = useId();
  const partOrder = (order + 1) as 2 | 3 | 4;
  return (
    <article className={classes.sheet} aria-labelledby={titleId}>
      <header className={classes.sheetHeader}>
        <p className={classes.bookName}>{SHEET_TEXTS.book}</p>
        <Title order={order} id={titleId} className={classes.sheetTitle}>
          {sheetHeading(sheet.codigo)}
        </Title>
        <p className={classes.sheetMeta}>
          Fecha: {formatDateTime(sheet.fecha)} · Libro {sheet.codigoLibro}
        </p>
      </header>
      {sheetSections(sheet).map((section) => (
        <section key={section.title} className={classes.part}>
          <Title order={partOrder} className={classes.partTitle}>
            {section.title}
          </Title>
          <dl className={classes.facts}>
            {section.rows.map((row) => (
              <div key={row.label} className={classes.fact}>
                <dt>{row.label}</dt>
                <dd className={row.long ? classes.longText : undefined}>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <LegalNotes order={partOrder} />
    </article>
  );
}
