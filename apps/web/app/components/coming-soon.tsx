import { Alert, Container, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ComingSoonProps {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly children?: ReactNode;
}

/** The heading of a screen whose content arrives in a later release, with an honest note. */
export function ComingSoon({ title, lead, children }: ComingSoonProps) {
  return (
    <Container size="xl" py={{ base: 'xl', md: 48 }}>
      <Title order={1} mb="sm">
        {title}
      </Title>
      {lead && (
        <Text size="lg" c="dimmed" mb="lg" maw={720}>
          {lead}
        </Text>
      )}
      <Alert variant="light" color="navy" icon={<IconInfoCircle aria-hidden="true" />} maw={720}>
        Esta sección estará disponible en una próxima versión de la plataforma.
      </Alert>
      {children}
    </Container>
  );
}
