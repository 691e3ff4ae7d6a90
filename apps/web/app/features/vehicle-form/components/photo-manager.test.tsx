import { MantineProvider } from '@mantine/core';
import { PHOTO_MESSAGES } from '@motorplaza/domain/photos/photo-rules';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormPhoto } from '../hooks/use-photo-list';
import { PhotoManager } from './photo-manager';

/** A file of `size` bytes that starts with the JPEG signature (FF D8 FF). */
function jpeg(name: string, size = 60_000): File {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
}

function stored(count: number): FormPhoto[] {
  return Array.from({ length: count }, (_, orden) => ({
    kind: 'stored',
    id: `stored:${orden}`,
    orden,
    imagen: `foto-${orden}.webp`,
    url: `/media/autos/1/foto-${orden}-480.webp`,
  }));
}

/** What compression makes of a photo: a WebP of `size` bytes (jsdom has no canvas for the real one). */
const compressTo = (size: number) =>
  vi.fn(async () => new Blob([new Uint8Array(size)], { type: 'image/webp' }));

function renderManager(photos: FormPhoto[] = [], compress = compressTo(1_200_000)) {
  const handlers = { onAdd: vi.fn(), onMove: vi.fn(), onCover: vi.fn(), onRemove: vi.fn() };
  render(
    <MantineProvider>
      <PhotoManager photos={photos} disabled={false} compress={compress} {...handlers} />
    </MantineProvider>,
  );
  // The file input filters by `accept`; the check must also catch files that get past it (drops).
  const user = userEvent.setup({ applyAccept: false });
  return { ...handlers, compress, user, input: screen.getByLabelText('Seleccionar fotos') };
}

describe('PhotoManager', () => {
  it('adds a valid batch and counts the photos', async () => {
    const { user, input, onAdd } = renderManager(stored(2));
    expect(screen.getByText('2 / 25 fotos')).toBeInTheDocument();
    const files = [jpeg('a.jpg'), jpeg('b.jpeg')];
    await user.upload(input, files);
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]?.[0].map((file: File) => file.name)).toEqual(['a.jpg', 'b.jpeg']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a batch that would pass 25 photos counting those already loaded', async () => {
    const { user, input, onAdd } = renderManager(stored(24));
    await user.upload(input, [jpeg('a.jpg'), jpeg('b.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.maxFilesExceeded);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('refuses a batch with a file that is not a photo', async () => {
    const { user, input, onAdd } = renderManager();
    await user.upload(input, [jpeg('a.jpg'), new File(['%PDF'], 'b.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.invalidFileType);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('refuses a text file renamed .jpg as soon as it is picked, by its bytes', async () => {
    const { user, input, onAdd } = renderManager();
    const text = new TextEncoder().encode('Precio de lista: 23500\n'.repeat(4_000));
    const renamed = new File([text], 'foto-falsa.jpg', { type: 'image/jpeg' });
    await user.upload(input, [jpeg('a.jpg'), renamed]);
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.invalidFileType);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('refuses a batch with a photo under 50 KB', async () => {
    const { user, input, onAdd } = renderManager();
    await user.upload(input, [jpeg('a.jpg'), jpeg('b.jpg', 10_000)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.fileSizeExceeded);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('compresses a photo over 5 MB first and adds the compressed copy', async () => {
    const { user, input, onAdd, compress } = renderManager();
    await user.upload(input, [jpeg('a.jpg'), jpeg('grande.jpg', 7_000_000)]);
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(compress).toHaveBeenCalledTimes(1);
    const added = onAdd.mock.calls[0]?.[0] as File[];
    expect(added.map((file) => [file.name, file.size])).toEqual([
      ['a.jpg', 60_000],
      ['grande.webp', 1_200_000],
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a batch whose photo is still over 5 MB once compressed', async () => {
    const { user, input, onAdd } = renderManager([], compressTo(5_200_000));
    await user.upload(input, [jpeg('a.jpg'), jpeg('enorme.jpg', 30_000_000)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.tooLargeAfterCompression);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('shows the cover badge on the first photo and disables "Agregar más" at 25', () => {
    renderManager(stored(25));
    expect(screen.getByText('25 / 25 fotos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar más' })).toBeDisabled();
    expect(screen.getAllByText('Portada')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Usar foto 1 como portada' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar foto 2 como portada' })).toBeEnabled();
  });

  it('names the photo in its cover and remove buttons', async () => {
    const { user, onCover, onRemove } = renderManager(stored(3));
    await user.click(screen.getByRole('button', { name: 'Usar foto 3 como portada' }));
    expect(onCover).toHaveBeenCalledWith('stored:2');
    await user.click(screen.getByRole('button', { name: 'Eliminar foto 1' }));
    expect(onRemove).toHaveBeenCalledWith('stored:0');
  });
});
