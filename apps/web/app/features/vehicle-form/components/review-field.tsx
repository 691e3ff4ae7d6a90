import { Anchor, Checkbox, FileInput, Group, Stack } from '@mantine/core';
import { MAX_REVIEW_PDF_BYTES, PHOTO_MESSAGES } from '@motorplaza/domain/photos/photo-rules';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';

interface ReviewFieldProps {
  /** The stored document, when the vehicle has one. */
  readonly currentUrl: string | null;
  readonly file: File | null;
  readonly onFileChange: (file: File | null) => void;
  readonly remove: boolean;
  readonly onRemoveChange: (remove: boolean) => void;
}

/** The technical-review PDF: a new file replaces the stored one; "Quitar" removes it. */
export function ReviewField({ currentUrl, file, onFileChange, remove, onRemoveChange }: ReviewFieldProps) {
  const [error, setError] = useState<string | null>(null);

  function choose(next: File | null) {
    if (next && (next.type !== 'application/pdf' || next.size > MAX_REVIEW_PDF_BYTES)) {
      setError(PHOTO_MESSAGES.reviewNotPdf);
      onFileChange(null);
      return;
    }
    setError(null);
    onFileChange(next);
  }

  return (
    <Stack gap={6}>
      <FileInput
        label="Revisión técnica (PDF)"
        placeholder="Elige un archivo PDF"
        accept="application/pdf"
        clearable
        leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
        value={file}
        onChange={choose}
        error={error}
        errorProps={{ role: 'alert' }}
        maw={420}
      />
      {currentUrl && !file && (
        <Group gap="md">
          <Anchor
            href={currentUrl}
            target="_blank"
            rel="noopener"
            size="sm"
            td={remove ? 'line-through' : undefined}
          >
            Ver documento actual
          </Anchor>
          <Checkbox
            label="Quitar"
            checked={remove}
            onChange={(event) => onRemoveChange(event.currentTarget.checked)}
          />
        </Group>
      )}
    </Stack>
  );
}
