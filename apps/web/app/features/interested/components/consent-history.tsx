import { List, Text, Title } from '@mantine/core';
import {
  CONSENT_FORM_LABELS,
  type ConsentRecord,
  policyVersionLabel,
} from '@motorplaza/domain/legal/consent-record.schema';
import { formatDateTime } from '@motorplaza/domain/shared/format';

function summary(record: ConsentRecord): string {
  if (record.formulario === 'BAJA_MARKETING') return 'Retiró la autorización de publicidad';
  const privacy = record.aceptaPrivacidad ? 'aceptó la política de privacidad' : 'sin política de privacidad';
  const marketing = record.aceptaMarketing ? 'aceptó publicidad' : 'no aceptó publicidad';
  return `${privacy}; ${marketing} (política del ${policyVersionLabel(record.versionPolitica)})`;
}

/**
 * What the person of this e-mail accepted and withdrew, form by form (decision 0029): an asesor sees
 * at a glance whether offers may be sent. The texts shown and the address stay in the record.
 */
export function ConsentHistory({ records }: { readonly records: readonly ConsentRecord[] }) {
  return (
    <div>
      <Title order={4} size="h5" mb="xs">
        Consentimientos
      </Title>
      {records.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sin constancias registradas
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {records.map((record) => (
            <List.Item key={record.id}>
              <Text span size="sm" fw={600}>
                {formatDateTime(record.fecha)} · {CONSENT_FORM_LABELS[record.formulario]}
              </Text>
              <Text span size="sm">
                : {summary(record)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
