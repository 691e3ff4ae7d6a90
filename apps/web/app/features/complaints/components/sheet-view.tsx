import { Title } from '@mantine/core';
import type { ComplaintSheet } from '@motorplaza/domain/complaints/complaint.schema';
import {
  ANSWER_CHANNEL_LABELS,
  COMPLAINT_CHANNEL_LABELS,
  COMPLAINT_DOCUMENT_LABELS,
  COMPLAINT_GOOD_LABELS,
  COMPLAINT_KIND_LABELS,
  COMPLAINT_STATUS_LABELS,
  formatClaimAmount,
  formatIsoDay,
  SHEET_TEXTS,
  sheetHeading,
} from '@motorplaza/domain/complaints/complaint-texts';
import { formatDateTime } from '@motorplaza/domain/shared/format';
import { useId } from 'react';
import classes from './complaints.module.css';
import { LegalNotes } from './legal-notes';

const NOT_GIVEN = 'No indicado';
const or = (value: string | null) => (value?.trim() ? value : NOT_GIVEN);

/** A label, its value, and whether the value is free text whose lines are kept. */
type Fact = readonly [label: string, value: string, long?: boolean];

function Part({ title, facts, order }: { title: string; facts: readonly Fact[]; order: 2 | 3 | 4 }) {
  return (
    <section className={classes.part}>
      <Title order={order} className={classes.partTitle}>
        {title}
      </Title>
      <dl className={classes.facts}>
        {facts.map(([label, value, long]) => (
          <div key={label} className={classes.fact}>
            <dt>{label}</dt>
            <dd className={long ? classes.longText : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function documentOf(type: ComplaintSheet['tipoDocumento'] | null, number: string | null): string {
  return type && number ? `${COMPLAINT_DOCUMENT_LABELS[type]} ${number}` : NOT_GIVEN;
}

function consumerFacts(sheet: ComplaintSheet): Fact[] {
  const facts: Fact[] = [
    ['Nombre', sheet.nombreCompleto],
    ['Documento', documentOf(sheet.tipoDocumento, sheet.nroDocumento)],
    ['Domicilio', or(sheet.domicilio)],
    ['Teléfono', or(sheet.telefono)],
    ['Correo electrónico', or(sheet.correo)],
    ['Menor de edad', sheet.menorEdad ? 'Sí' : 'No'],
  ];
  if (sheet.menorEdad) {
    facts.push(
      ['Padre, madre o apoderado', or(sheet.apoderado)],
      ['Su documento', documentOf(sheet.apoderadoTipoDocumento, sheet.apoderadoNroDocumento)],
      ['Su domicilio', or(sheet.apoderadoDomicilio)],
      ['Su teléfono', or(sheet.apoderadoTelefono)],
      ['Su correo', or(sheet.apoderadoCorreo)],
    );
  }
  return facts;
}

function claimFacts(sheet: ComplaintSheet): Fact[] {
  return [
    ['Tipo', `${COMPLAINT_KIND_LABELS[sheet.tipoOriginal]} (${sheet.tipoOriginal === 'RECLAMO' ? 1 : 2})`],
    ['Detalle', sheet.detalle, true],
    ['Pedido', or(sheet.pedido), true],
    [
      'Conformidad del consumidor',
      sheet.aceptaConsumidor ? `Aceptada electrónicamente el ${formatDateTime(sheet.fecha)}` : 'No marcada',
    ],
    ['Respuesta preferida por', COMPLAINT_CHANNEL_LABELS[sheet.canalRespuesta]],
  ];
}

function providerFacts(sheet: ComplaintSheet): Fact[] {
  const facts: Fact[] = [];
  if (sheet.tipo !== sheet.tipoOriginal && sheet.reclasificadoEn) {
    facts.push([
      'Reclasificación',
      `Se atiende como ${COMPLAINT_KIND_LABELS[sheet.tipo].toLowerCase()} desde el ${formatDateTime(sheet.reclasificadoEn)}. Motivo: ${or(sheet.motivoReclasificacion)}`,
    ]);
  }
  facts.push(['Estado', COMPLAINT_STATUS_LABELS[sheet.estado]]);
  if (!sheet.respuesta) {
    return [
      ...facts,
      ['Observaciones y acciones', SHEET_TEXTS.providerPending],
      ['Plazo de respuesta', `Hasta el ${formatIsoDay(sheet.fechaLimite)}`],
      [SHEET_TEXTS.answerDate, '—'],
    ];
  }
  return [
    ...facts,
    ['Observaciones y acciones', sheet.respuesta, true],
    [
      'Respondido por',
      `${or(sheet.respondidoPor)}${sheet.respondidoEn ? `, ${formatDateTime(sheet.respondidoEn)}` : ''}`,
    ],
    ['Medio', sheet.respuestaCanal ? ANSWER_CHANNEL_LABELS[sheet.respuestaCanal] : NOT_GIVEN],
    [
      SHEET_TEXTS.answerDate,
      sheet.respuestaComunicadaEn
        ? formatDateTime(sheet.respuestaComunicadaEn)
        : 'Al salir el correo electrónico',
    ],
  ];
}

interface SheetViewProps {
  readonly sheet: ComplaintSheet;
  /** The sheet's heading level where it is shown: 1 on its own page, 2 or 3 inside others. */
  readonly order: 1 | 2 | 3;
}

/** A filed sheet as Anexo I lays it out: header, provider, parts 1 to 4 and the legal notes. */
export function SheetView({ sheet, order }: SheetViewProps) {
  const titleId = useId();
  const partOrder = (order + 1) as 2 | 3 | 4;
  return (
    <article className={classes.sheet} aria-labelledby={titleId}>
      <header className={classes.sheetHeader}>
        <p className={classes.bookName}>{SHEET_TEXTS.book}</p>
        <Title order={order} id={titleId} className={classes.sheetTitle}>
          {sheetHeading(sheet.codigo)}
        </Title>
        <p className={classes.sheetMeta}>
          Fecha: {formatDateTime(sheet.fecha)} · Libro {sheet.codigoLibro}
        </p>
      </header>
      <Part
        order={partOrder}
        title="Datos del proveedor"
        facts={[
          ['Razón social', sheet.razonSocial],
          ['RUC', sheet.ruc],
          ['Establecimiento', sheet.establecimiento],
        ]}
      />
      <Part order={partOrder} title={SHEET_TEXTS.part1} facts={consumerFacts(sheet)} />
      <Part
        order={partOrder}
        title={SHEET_TEXTS.part2}
        facts={[
          ['Producto o servicio', sheet.tipoBien ? COMPLAINT_GOOD_LABELS[sheet.tipoBien] : NOT_GIVEN],
          [
            'Monto reclamado',
            sheet.montoReclamado !== null && sheet.moneda
              ? formatClaimAmount(sheet.montoReclamado, sheet.moneda)
              : NOT_GIVEN,
          ],
          ['Descripción', or(sheet.descripcionBien)],
        ]}
      />
      <Part order={partOrder} title={SHEET_TEXTS.part3} facts={claimFacts(sheet)} />
      <Part order={partOrder} title={SHEET_TEXTS.part4} facts={providerFacts(sheet)} />
      <LegalNotes order={partOrder} />
    </article>
  );
}
