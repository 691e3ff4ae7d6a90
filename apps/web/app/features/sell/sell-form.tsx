import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Progress, Text, Title } from '@mantine/core';
import {
  SELL_MESSAGES,
  SELL_STEP_FIELDS,
  type SellOfferCreated,
  type SellOfferFormInput,
  type SellOfferFormValues,
  sellOfferFormSchema,
} from '@motorplaza/domain/offers/sell-offer.schema';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-error';
import { useSubmission } from '../../lib/submission';
import { ContactStep } from './contact-step';
import { InspectionStep } from './inspection-step';
import { PhotosStep } from './photos-step';
import { prepareOfferPhotos } from './prepare-offer-photos';
import classes from './sell.module.css';
import { type BrandModels, emptySellForm, SELL_STEPS, type SellStepKey } from './sell-form-values';
import { SellSuccess } from './sell-success';
import { sendOffer } from './send-offer';
import { useOfferPhotos } from './use-offer-photos';
import { useSchedule } from './use-schedule';
import { CarStep, ConditionStep, PlateStep } from './vehicle-steps';

type Phase = 'idle' | 'processing' | 'uploading';

/** The step that holds a field the server refused (photos go to the photos step). */
function stepOf(field: string): number {
  const index = SELL_STEPS.findIndex((step) =>
    step.key === 'fotos'
      ? field === 'fotos'
      : (SELL_STEP_FIELDS[step.key] as readonly string[]).includes(field),
  );
  return index;
}

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'No pudimos enviar tu oferta. Inténtalo de nuevo.';
  if (error.status === 429) return SELL_MESSAGES.throttled;
  if (error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
    return 'Revisa los datos marcados e inténtalo de nuevo.';
  }
  return error.message;
}

/**
 * The sell-your-car form (decision 0027): six short steps with progress, each checked by the API's own
 * schema before moving on; the photos are compressed in the browser and sent with an upload progress.
 */
export function SellForm({
  options,
  settings,
}: {
  readonly options: BrandModels;
  readonly settings: Pick<SiteSettings, 'whatsapp' | 'oficinas' | 'telefono'>;
}) {
  const [step, setStep] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
  const [result, setResult] = useState<{ created: SellOfferCreated; car: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const photos = useOfferPhotos();
  const form = useForm<SellOfferFormInput, unknown, SellOfferFormValues>({
    resolver: zodResolver(sellOfferFormSchema),
    mode: 'onTouched',
    defaultValues: emptySellForm(),
  });
  const current = SELL_STEPS[step] ?? SELL_STEPS[0];
  // A field showing an error is checked again as the visitor types, so the message goes at once and
  // not on the blur of the next tap (whose layout shift would make that tap miss).
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const schedule = useSchedule(step >= 4);

  /** The new step's heading takes the focus, so a screen reader announces it. */
  function show(index: number) {
    setStep(index);
    window.requestAnimationFrame(() => heading.current?.focus());
  }

  function goTo(index: number) {
    setFailure(null);
    show(index);
  }

  async function next() {
    if (current.key === 'fotos') {
      if (photos.photos.length === 0) {
        photos.setError(SELL_MESSAGES.fotosMin);
        return;
      }
      goTo(step + 1);
      return;
    }
    const fields = SELL_STEP_FIELDS[current.key as Exclude<SellStepKey, 'fotos'>];
    if (await form.trigger([...fields] as FieldPath<SellOfferFormInput>[], { shouldFocus: true }))
      goTo(step + 1);
  }

  const submission = useSubmission();
  const submit = form.handleSubmit(async (values) => {
    // A second click or Enter while the offer is on its way sends nothing (decision 0044).
    if (submission.running()) return;
    setFailure(null);
    setPhase('processing');
    setProgress(0);
    try {
      const created = await submission.run(async (key) => {
        const prepared = await prepareOfferPhotos(photos.photos);
        setPhase('uploading');
        return sendOffer({ ...values, fotos: prepared.fotos }, prepared.files, setProgress, key);
      });
      setResult({ created, car: `${values.marca} ${values.modelo} ${values.anio}` });
    } catch (error) {
      if (error instanceof ApiError) {
        // A slot filled meanwhile: untick it (its chip is now disabled) and read the schedule again;
        // the message goes under the times and in the alert, and the step's heading takes the focus.
        if (error.status === 409) {
          form.setValue('fechaInspeccion', '');
          schedule.reload();
        }
        const fields = Object.entries(error.fieldErrors);
        for (const [field, message] of fields) {
          if (field === 'fotos') photos.setError(message);
          else form.setError(field as FieldPath<SellOfferFormInput>, { message });
        }
        const steps = fields.map(([field]) => stepOf(field)).filter((index) => index >= 0);
        if (steps.length > 0) show(Math.min(...steps));
      }
      setFailure((previous) => ({ message: failureMessage(error), attempt: (previous?.attempt ?? 0) + 1 }));
    } finally {
      setPhase('idle');
    }
  });

  if (result) return <SellSuccess result={result.created} car={result.car} settings={settings} />;

  const last = step === SELL_STEPS.length - 1;
  const busy = phase !== 'idle';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (last) void submit(event);
        else void next();
      }}
      noValidate
      aria-labelledby="vende-paso"
    >
      <div className={classes.progressHead}>
        <Text size="sm" fw={600} c="dimmed">
          Paso {step + 1} de {SELL_STEPS.length}
        </Text>
        <Progress
          value={((step + 1) / SELL_STEPS.length) * 100}
          size="sm"
          aria-label={`Paso ${step + 1} de ${SELL_STEPS.length}`}
        />
      </div>
      <Title order={2} size="h3" id="vende-paso" ref={heading} tabIndex={-1} mt="md" mb="md">
        {current.title}
      </Title>
      {current.key === 'placa' && <PlateStep form={form} />}
      {current.key === 'auto' && <CarStep form={form} options={options} />}
      {current.key === 'estado' && <ConditionStep form={form} />}
      {current.key === 'fotos' && <PhotosStep photos={photos} />}
      {current.key === 'inspeccion' && <InspectionStep form={form} schedule={schedule} />}
      {current.key === 'contacto' && <ContactStep form={form} />}
      {failure && (
        <Alert
          key={failure.attempt}
          role="alert"
          color="red"
          variant="light"
          mt="md"
          icon={<IconAlertCircle aria-hidden="true" />}
        >
          {failure.message}
        </Alert>
      )}
      {busy && (
        <Group gap="sm" mt="md" role="status" wrap="nowrap">
          {phase === 'processing' ? (
            <Text size="sm">Preparando fotos...</Text>
          ) : (
            <>
              <Progress
                value={Math.round(progress * 100)}
                aria-label="Progreso de envío"
                size="lg"
                style={{ flex: 1 }}
                striped
                animated
              />
              <Text size="sm" fw={600} miw={40} ta="right">
                {Math.round(progress * 100)}%
              </Text>
            </>
          )}
        </Group>
      )}
      <Group justify="space-between" mt="xl" gap="sm">
        {step > 0 ? (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
            onClick={() => goTo(step - 1)}
            disabled={busy}
          >
            Atrás
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          size="md"
          loading={busy}
          rightSection={
            last ? <IconSend size={18} aria-hidden="true" /> : <IconArrowRight size={18} aria-hidden="true" />
          }
        >
          {last ? 'Enviar oferta' : 'Siguiente'}
        </Button>
      </Group>
    </form>
  );
}
