import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Text } from '@mantine/core';
import type { AdminVehicleDetail, VehicleOptions } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import {
  type VehicleFormInput,
  type VehicleFormValues,
  vehicleFormSchema,
} from '@motorplaza/domain/vehicles/vehicle-form.schema';
import { useLayoutEffect, useState } from 'react';
import { type FieldErrors, FormProvider, useForm } from 'react-hook-form';
import { type FormPhoto, storedPhotos, usePhotoList } from '../hooks/use-photo-list';
import { type SaveOutcome, useSaveVehicle } from '../hooks/use-save-vehicle';
import { useSectionScroll } from '../hooks/use-section-scroll';
import {
  emptyVehicleForm,
  FIELD_ORDER,
  type FormFieldName,
  type VehicleDraft,
  vehicleToForm,
} from '../vehicle-form-values';
import { BasicSection } from './basic-section';
import { FORM_STEPS, FormProgressNav } from './form-progress-nav';
import { FormSection } from './form-section';
import { OwnerSection } from './owner-section';
import { PhotoManager } from './photo-manager';
import { ReviewField } from './review-field';
import { SaveResultDialog } from './save-result-dialog';
import { SpecsSection } from './specs-section';
import { UploadProgress } from './upload-progress';
import classes from './vehicle-form.module.css';

interface VehicleFormProps {
  /** Null for a new vehicle. */
  readonly vehicle: AdminVehicleDetail | null;
  /** A new vehicle's values and photos from a sell-your-car offer. */
  readonly draft?: VehicleDraft | null;
  readonly options: VehicleOptions;
  readonly onCancel: () => void;
  /** After the confirmation of a successful save was closed. */
  readonly onSaved: () => void;
  /** 409: load the vehicle again, discarding the edits. */
  readonly onReload: () => void;
  /** Told while a save runs or its result is shown, so the modal cannot be closed meanwhile. */
  readonly onBusyChange: (busy: boolean) => void;
  /** Told whether anything differs from what the form loaded (fields, photos, review document). */
  readonly onDirtyChange: (dirty: boolean) => void;
}

/** The photos' identity and order, to tell whether the list changed. */
function photoKeys(photos: readonly FormPhoto[]): string {
  return photos.map((photo) => photo.id).join('|');
}

function errorAt(errors: FieldErrors<VehicleFormInput>, name: FormFieldName): boolean {
  const [head, tail] = name.split('.') as [keyof VehicleFormInput, string | undefined];
  const entry = errors[head] as Record<string, unknown> | undefined;
  return tail ? Boolean(entry?.[tail]) : Boolean(entry);
}

/** The vehicle form of spec 001 §2.2: four sections under a sticky step indicator, then Cancelar/Guardar. */
export function VehicleForm({
  vehicle,
  draft = null,
  options,
  onCancel,
  onSaved,
  onReload,
  onBusyChange,
  onDirtyChange,
}: VehicleFormProps) {
  const idAuto = vehicle?.idAuto ?? null;
  const form = useForm<VehicleFormInput, unknown, VehicleFormValues>({
    resolver: zodResolver(vehicleFormSchema),
    mode: 'onTouched',
    defaultValues: vehicle ? vehicleToForm(vehicle) : (draft?.values ?? emptyVehicleForm()),
  });
  const {
    handleSubmit,
    setError,
    setFocus,
    formState: { isValid, isDirty },
  } = form;
  const [initialPhotos] = useState(() => draft?.photos ?? storedPhotos(idAuto, vehicle?.fotos ?? []));
  const photoList = usePhotoList(initialPhotos);
  const [revision, setRevision] = useState<File | null>(null);
  const [quitarRevision, setQuitarRevision] = useState(false);
  const dirty =
    isDirty ||
    revision !== null ||
    quitarRevision ||
    photoKeys(photoList.photos) !== photoKeys(initialPhotos);
  // A layout effect: the modal must know before the next key arrives (an Escape right after typing).
  useLayoutEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useLayoutEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  const [result, setResult] = useState<SaveOutcome | null>(null);
  const { containerRef, sectionRef, current, scrollToSection } = useSectionScroll(FORM_STEPS.length);
  const { save, phase, progress } = useSaveVehicle(idAuto, vehicle?.versionRegistro, draft?.idOferta);
  const saving = phase !== 'idle';

  function showFirstError(errors: FieldErrors<VehicleFormInput>) {
    const first = FIELD_ORDER.find((name) => errorAt(errors, name));
    if (!first) return;
    setFocus(first, { shouldSelect: false });
    const input = containerRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }

  const submit = handleSubmit(async (values) => {
    onBusyChange(true);
    const outcome = await save({ values, photos: photoList.photos, revision, quitarRevision });
    if (!outcome) return;
    // The modal stays locked while the result shows (its Escape would otherwise close both).
    if (outcome.kind === 'failed') {
      const fields = FIELD_ORDER.filter((name) => outcome.fieldErrors[name]);
      for (const field of fields) setError(field, { message: outcome.fieldErrors[field] });
      if (fields.length > 0) showFirstError(form.formState.errors);
    }
    setResult(outcome);
  }, showFirstError);

  function closeResult() {
    const saved = result?.kind === 'saved';
    setResult(null);
    onBusyChange(false);
    if (saved) {
      form.reset(emptyVehicleForm());
      photoList.reset([]);
      onSaved();
    }
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className={classes.form} aria-busy={saving}>
        <div ref={containerRef} className={classes.scrollArea}>
          <FormProgressNav current={current} onSelect={scrollToSection} />
          <BasicSection options={options} sectionRef={sectionRef(0)} />
          <SpecsSection
            options={options}
            accessories={vehicle?.accesorios ?? []}
            sectionRef={sectionRef(1)}
            review={
              <ReviewField
                currentUrl={vehicle?.swRevision ? vehicle.urlPdf : null}
                file={revision}
                onFileChange={setRevision}
                remove={quitarRevision}
                onRemoveChange={setQuitarRevision}
              />
            }
          />
          <OwnerSection sectionRef={sectionRef(2)} loadedDni={vehicle?.propietario?.dni ?? ''} />
          <FormSection id="seccion-fotos" title="Fotos" sectionRef={sectionRef(3)}>
            <PhotoManager
              photos={photoList.photos}
              disabled={saving}
              onAdd={photoList.add}
              onMove={photoList.move}
              onCover={photoList.setCover}
              onRemove={photoList.remove}
            />
          </FormSection>
        </div>
        <Group className={classes.footer} justify="flex-end" gap="sm">
          <UploadProgress phase={phase} progress={progress} />
          {!saving && !isValid && (
            <Text size="sm" c="dimmed" className={classes.footerNote}>
              Completa los campos obligatorios (*) para guardar.
            </Text>
          )}
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" disabled={!isValid || saving}>
            {saving ? 'Guardando...' : 'Guardar'}
          </Button>
        </Group>
      </form>
      <SaveResultDialog
        result={result}
        onClose={closeResult}
        onReload={() => {
          setResult(null);
          onBusyChange(false);
          onReload();
        }}
      />
    </FormProvider>
  );
}
