import { ActionIcon, Alert, Text } from '@mantine/core';
import {
  MAX_OFFER_PHOTOS,
  SELL_OFFER_PHOTO_HINTS,
  SELL_OFFER_PHOTO_LABELS,
  SELL_OFFER_PHOTO_SLOTS,
  type SellOfferPhotoSlot,
} from '@motorplaza/domain/offers/sell-offer-rules';
import { PHOTO_MIME_TYPES } from '@motorplaza/domain/photos/photo-rules';
import { IconAlertCircle, IconCamera, IconPlus, IconX } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import classes from './sell.module.css';
import type { OfferPhoto, useOfferPhotos } from './use-offer-photos';

type Photos = ReturnType<typeof useOfferPhotos>;
const ACCEPT = PHOTO_MIME_TYPES.join(',');

function Picker({
  slot,
  photos,
  multiple,
}: {
  readonly slot: SellOfferPhotoSlot;
  readonly photos: Photos;
  readonly multiple: boolean;
}) {
  const id = `foto-${slot.toLowerCase()}`;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    void photos.add(slot, [...(event.target.files ?? [])]);
    event.target.value = '';
  };
  return (
    <label htmlFor={id} className={classes.pick}>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        multiple={multiple}
        className={classes.fileInput}
        onChange={pick}
        aria-describedby={`${id}-ayuda`}
      />
      {multiple ? <IconPlus size={28} aria-hidden="true" /> : <IconCamera size={28} aria-hidden="true" />}
      <span className={classes.pickTitle}>{SELL_OFFER_PHOTO_LABELS[slot]}</span>
      <span className={classes.pickHint} id={`${id}-ayuda`}>
        {SELL_OFFER_PHOTO_HINTS[slot]}
      </span>
    </label>
  );
}

function Thumb({ photo, onRemove }: { readonly photo: OfferPhoto; readonly onRemove: () => void }) {
  const label = SELL_OFFER_PHOTO_LABELS[photo.posicion];
  return (
    <figure className={classes.thumb}>
      <img src={photo.url} alt={`Foto: ${label}`} />
      <figcaption>{label}</figcaption>
      <ActionIcon
        className={classes.remove}
        variant="filled"
        color="dark"
        radius="xl"
        aria-label={`Quitar la foto ${label.toLowerCase()}`}
        onClick={onRemove}
      >
        <IconX size={16} aria-hidden="true" />
      </ActionIcon>
    </figure>
  );
}

/** Step 4: guided slots (front, back, sides, interior, odometer) and extras, ten photos at most. */
export function PhotosStep({ photos }: { readonly photos: Photos }) {
  return (
    <div>
      <Text size="sm" c="dimmed" mb="md">
        Sube de 1 a {MAX_OFFER_PHOTOS} fotos con buena luz. Te sugerimos estas tomas; con la del frente ya
        podemos empezar. Llevas {photos.photos.length} de {MAX_OFFER_PHOTOS}.
      </Text>
      {photos.error && (
        <Alert role="alert" color="red" variant="light" mb="md" icon={<IconAlertCircle aria-hidden="true" />}>
          {photos.error}
        </Alert>
      )}
      <ul className={classes.slots} aria-label="Fotos del auto">
        {SELL_OFFER_PHOTO_SLOTS.map((slot) => {
          const taken = photos.photos.filter((photo) => photo.posicion === slot);
          const multiple = slot === 'OTRA';
          return (
            <li key={slot} className={classes.slot}>
              {taken.map((photo) => (
                <Thumb key={photo.id} photo={photo} onRemove={() => photos.remove(photo.id)} />
              ))}
              {(multiple || taken.length === 0) && <Picker slot={slot} photos={photos} multiple={multiple} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
