import { Container, Paper, Text, Title } from '@mantine/core';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { IconCalendarCheck, IconCash, IconForms } from '@tabler/icons-react';
import classes from './sell.module.css';
import { SellForm } from './sell-form';
import type { BrandModels } from './sell-form-values';

const STEPS = [
  {
    icon: IconForms,
    title: 'Cuéntanos de tu auto',
    text: 'Placa, datos, estado y unas fotos desde tu celular. Te toma dos minutos.',
  },
  {
    icon: IconCalendarCheck,
    title: 'Agenda la inspección',
    text: 'Elige día y hora en nuestra tienda de San Isidro o de Santiago de Surco.',
  },
  {
    icon: IconCash,
    title: 'Recibe tu oferta',
    text: 'Revisamos el auto contigo y te damos una oferta; si la aceptas, nos encargamos del trámite.',
  },
] as const;

/** /vende-tu-auto: how selling works, in three steps, beside the stepped form. */
export function SellPage({
  options,
  settings,
}: {
  readonly options: BrandModels;
  readonly settings: Pick<SiteSettings, 'whatsapp' | 'oficinas' | 'telefono'>;
}) {
  return (
    <Container size="xl" py={{ base: 'lg', md: 48 }}>
      <div className={classes.layout}>
        <section aria-labelledby="como-funciona" className={classes.intro}>
          <Title order={1}>Vende tu auto</Title>
          <Text size="lg" c="dimmed" mt="xs" mb="lg">
            Compramos tu auto usado en Lima, con pago seguro y sin complicaciones.
          </Text>
          <Title order={2} size="h3" id="como-funciona" mb="sm">
            Cómo funciona
          </Title>
          <ol className={classes.howList}>
            {STEPS.map((step, index) => (
              <li key={step.title} className={classes.howItem}>
                <span className={classes.howIcon} aria-hidden="true">
                  <step.icon size={26} />
                </span>
                <div>
                  <Text fw={700}>
                    {index + 1}. {step.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {step.text}
                  </Text>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <Paper
          component="section"
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          shadow="xs"
          aria-label="Formulario para vender tu auto"
          className={classes.formCard}
        >
          <SellForm options={options} settings={settings} />
        </Paper>
      </div>
    </Container>
  );
}
