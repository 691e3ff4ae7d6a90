import { Title } from '@mantine/core';
import { formatRate, formatSoles } from '@motorplaza/domain/financing/credit-scenario';
import {
  EMPLOYMENT_TYPE_LABELS,
  INCOME_RANGE_LABELS,
  type LeadFinancing,
} from '@motorplaza/domain/leads/financing-request.schema';
import { formatUsd } from '@motorplaza/domain/shared/format';
import { DetailFacts } from '../../../components/list/list-cards';

/** The credit scenario a 'Solicitar evaluación' lead sent (issue 26), as the server computed it. */
export function LeadFinancingFacts({ financing }: { readonly financing: LeadFinancing }) {
  return (
    <section aria-labelledby="evaluacion-credito">
      <Title order={4} size="h5" mb="xs" id="evaluacion-credito">
        Evaluación de crédito
      </Title>
      <DetailFacts>
        <dt>Entidad</dt>
        <dd>{financing.entidad}</dd>
        <dt>Precio</dt>
        <dd>
          {formatUsd(financing.precioUsd)} · {formatSoles(financing.precioSoles)} (T.C. S/{' '}
          {financing.tipoCambio.toFixed(2)})
        </dd>
        <dt>Cuota inicial</dt>
        <dd>{formatSoles(financing.inicial)}</dd>
        <dt>Plazo</dt>
        <dd>{financing.plazo} meses</dd>
        <dt>Cuota mensual</dt>
        <dd>{formatSoles(financing.cuotaMensual)}</dd>
        <dt>TEA</dt>
        <dd>{formatRate(financing.tea)}</dd>
        <dt>TCEA</dt>
        <dd>{formatRate(financing.tcea)}</dd>
        <dt>Intereses totales</dt>
        <dd>{formatSoles(financing.interesesTotales)}</dd>
        <dt>Rango de ingresos</dt>
        <dd>{INCOME_RANGE_LABELS[financing.rangoIngresos]}</dd>
        <dt>Tipo de empleo</dt>
        <dd>{EMPLOYMENT_TYPE_LABELS[financing.tipoEmpleo]}</dd>
      </DetailFacts>
    </section>
  );
}
