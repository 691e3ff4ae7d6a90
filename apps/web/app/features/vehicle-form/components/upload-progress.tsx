import { Group, Progress, Text } from '@mantine/core';
import type { SavePhase } from '../hooks/use-save-vehicle';

/** What the footer shows while saving: photo processing, then the upload's percentage. */
export function UploadProgress({
  phase,
  progress,
}: {
  readonly phase: SavePhase;
  readonly progress: number;
}) {
  if (phase === 'idle') return null;
  const percent = Math.round(progress * 100);
  return (
    <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 220px', minWidth: 0 }} role="status">
      {phase === 'processing' ? (
        <Text size="sm" c="dimmed">
          Procesando fotos...
        </Text>
      ) : (
        <>
          <Progress
            value={percent}
            aria-label="Progreso de subida"
            size="lg"
            style={{ flex: 1 }}
            striped
            animated={percent < 100}
          />
          <Text size="sm" fw={600} miw={40} ta="right">
            {percent}%
          </Text>
        </>
      )}
    </Group>
  );
}
