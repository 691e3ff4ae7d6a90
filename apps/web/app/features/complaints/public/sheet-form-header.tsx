import { NativeSelect, Title } from '@mantine/core';
import { SHEET_TEXTS } from '@motorplaza/domain/complaints/complaint-texts';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { useFormContext } from 'react-hook-form';
import sheet from '../components/complaints.module.css';
import type { ComplaintFormValues } from './complaint-form.schema';
import classes from './public.module.css';

interface SheetFormHeaderProps {
  readonly settings: SiteSettings;
  /** Today in Lima (dd/MM/yyyy), from the server so both renders agree. */
  readonly today: string;
}

/** The sheet's header: the book, the number still to assign, the date and the provider (Anexo I). */
export function SheetFormHeader({ settings, today }: SheetFormHeaderProps) {
  const { register } = useFormContext<ComplaintFormValues>();
  const year = today.slice(-4);
  return (
    <div className={classes.formHeader}>
      <div className={sheet.sheetHeader}>
        <p className={sheet.bookName}>{SHEET_TEXTS.book}</p>
        <Title order={2} className={sheet.sheetTitle}>
          {SHEET_TEXTS.title} Nº <span className={classes.pendingNumber}>_________-{year}</span>
        </Title>
        <p className={sheet.sheetMeta}>Fecha: {today} · El número se asigna al enviar la hoja.</p>
      </div>
      <dl className={sheet.facts}>
        <div className={sheet.fact}>
          <dt>Razón social</dt>
          <dd>{settings.razonSocial}</dd>
        </div>
        <div className={sheet.fact}>
          <dt>RUC</dt>
          <dd>{settings.ruc}</dd>
        </div>
      </dl>
      <NativeSelect
        label="Establecimiento"
        description="Elige la tienda si tu reclamo es sobre una compra o atención en ella."
        data={[
          { value: '', label: 'Libro virtual (compras y atención en línea)' },
          ...settings.oficinas.map((oficina, index) => ({
            value: String(index),
            label: `${oficina.nombre} (${oficina.direccion})`,
          })),
        ]}
        {...register('oficina')}
      />
    </div>
  );
}
