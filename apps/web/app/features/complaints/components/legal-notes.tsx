import { Title } from '@mantine/core';
import { COMPLAINT_KIND_DEFINITIONS, SHEET_LEGAL_NOTES } from '@motorplaza/domain/complaints/complaint-texts';
import classes from './complaints.module.css';

/** The notes of Anexo I: the two definitions and the legal notes, on the form and on every sheet. */
export function LegalNotes({ order }: { readonly order: 2 | 3 | 4 }) {
  return (
    <section className={classes.notes}>
      <Title order={order} className={classes.notesTitle}>
        Notas legales
      </Title>
      <ol className={classes.definitions}>
        <li>
          <strong>RECLAMO:</strong> {COMPLAINT_KIND_DEFINITIONS.RECLAMO}
        </li>
        <li>
          <strong>QUEJA:</strong> {COMPLAINT_KIND_DEFINITIONS.QUEJA}
        </li>
      </ol>
      <ul className={classes.legalList}>
        {SHEET_LEGAL_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
