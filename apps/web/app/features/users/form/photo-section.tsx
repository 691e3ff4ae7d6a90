import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { USER_PHOTO_TYPES } from '@motorplaza/domain/users/user-admin.schema';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DEFAULT_USER_PICTURE } from '../../../components/user-avatar';
import { readPhotoFormat } from '../../../lib/photos/read-photo-format';
import { FormSection } from './form-section';
import classes from './user-form.module.css';
import { checkUserPhoto, compressUserPhoto } from './user-photo';

interface PhotoSectionProps {
  /** The stored photo's URL, when the user has one and it was not removed. */
  readonly storedUrl: string | null;
  readonly file: File | null;
  readonly disabled: boolean;
  readonly onFileChange: (file: File | null) => void;
  /** Removes the stored photo (and any picked one). */
  readonly onRemove: () => void;
}

/** Spec 001 §2.8 "Foto de perfil": PNG or JPEG up to 5 MB, previewed before saving. */
export function PhotoSection({ storedUrl, file, disabled, onFileChange, onRemove }: PhotoSectionProps) {
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function pick(picked: File | null) {
    if (!picked) return;
    const checked = await checkUserPhoto(picked, readPhotoFormat, compressUserPhoto);
    setError('problem' in checked ? checked.problem : null);
    if ('photo' in checked) onFileChange(checked.photo);
  }

  const shown = preview ?? storedUrl;
  return (
    <FormSection id="usuario-foto" title="Foto de perfil">
      <div className={classes.photoRow}>
        <Avatar
          src={shown ?? DEFAULT_USER_PICTURE}
          alt={shown ? 'Vista previa de la foto de perfil' : 'Sin foto de perfil'}
          size={96}
          radius="50%"
        />
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={(picked) => void pick(picked)} accept={USER_PHOTO_TYPES.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPhotoUp size={18} aria-hidden="true" />}
                  disabled={disabled}
                >
                  {shown ? 'Cambiar foto' : 'Seleccionar foto'}
                </Button>
              )}
            </FileButton>
            {shown && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={18} aria-hidden="true" />}
                disabled={disabled}
                onClick={() => {
                  setError(null);
                  onRemove();
                }}
              >
                Quitar foto
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            JPG o PNG, hasta 5MB.{file ? ` Seleccionada: ${file.name}` : ''}
          </Text>
          {error && (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </div>
    </FormSection>
  );
}
