import { Progress, Text } from '@mantine/core';
import type { PhotoProgress } from './vehicle-photos-zip';

/** The body of the progress notification: "Descargando fotos… n / total" and a bar. */
export function PhotoDownloadProgress({ done, total }: PhotoProgress) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <>
      <Text size="sm">
        Descargando fotos… {done} / {total}
      </Text>
      <Progress value={percent} size="sm" mt={6} aria-label="Progreso de la descarga de fotos" animated />
    </>
  );
}
