import { Text } from '@mantine/core';
import { type CreditScenario, formatRate, formatSoles } from '@motorplaza/domain/financing/credit-scenario';
import type { FinancingParams } from '@motorplaza/domain/financing/financing-params';
import { formatUsd } from '@motorplaza/domain/shared/format';

/**
 * What Peruvian transparency rules ask next to an advertised instalment (docs/decisions/
 * 0078-financing-disclosure.md): its TCEA and the assumptions it rests on — partner, term, down payment,
 * TEA, the insurance included, the exchange rate — and that it is indicative, subject to evaluation.
 */
export function creditAssumptions(params: FinancingParams, scenario: CreditScenario): string {
  return [
    `Simulación referencial, sujeta a evaluación crediticia de ${params.entidad}.`,
    `Precio ${formatSoles(scenario.precioSoles)} (${formatUsd(scenario.precioUsd)} al tipo de cambio referencial S/ ${scenario.tipoCambio.toFixed(2)}),`,
    `cuota inicial ${formatSoles(scenario.inicial)}, plazo ${scenario.plazo} meses,`,
    `TEA ${formatRate(scenario.tea)} y TCEA ${formatRate(scenario.tcea)}.`,
    `La cuota incluye el seguro de desgravamen (${formatRate(params.desgravamenMensual, 3)} mensual sobre el saldo)`,
    `y el seguro vehicular (${formatRate(params.seguroVehicularAnual)} anual del valor del auto).`,
    'No incluye portes, ITF ni otros cargos que la entidad pueda cobrar.',
  ].join(' ');
}

export function CreditDisclosure({
  params,
  scenario,
}: {
  readonly params: FinancingParams;
  readonly scenario: CreditScenario;
}) {
  return (
    <Text size="xs" c="dimmed">
      {creditAssumptions(params, scenario)}
    </Text>
  );
}
