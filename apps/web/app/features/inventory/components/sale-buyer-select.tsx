import { NativeSelect, Text } from '@mantine/core';
import { LEAD_SALE_TEXTS } from '@motorplaza/domain/leads/lead-sale-rules';
import { leadStateLabel } from '@motorplaza/domain/leads/lead-state';
import { useVehicleLeads } from '../api/get-vehicle-leads';

interface SaleBuyerSelectProps {
  readonly idAuto: number;
  /** The chosen lead's id as text; '' is 'Ninguno'. */
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/**
 * 'Marcar como vendido' asks who bought (decision 0040): one of the car's open leads, or nobody
 * registered; the dialog says what happens to the others. A native select: usable by touch and keyboard.
 */
export function SaleBuyerSelect({ idAuto, value, onChange }: SaleBuyerSelectProps) {
  const leads = useVehicleLeads(idAuto);
  const open = leads.data ?? [];
  const others = open.length - (value ? 1 : 0);
  const options = [
    { value: '', label: LEAD_SALE_TEXTS.noBuyer },
    ...open.map((lead) => ({
      value: String(lead.idInteresado),
      label: `${lead.nombreCompleto} · DNI ${lead.dni} · ${leadStateLabel(lead)}`,
    })),
  ];
  return (
    <>
      <NativeSelect
        label={LEAD_SALE_TEXTS.buyerLabel}
        data={options}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        disabled={leads.isPending}
        description={leads.isPending ? LEAD_SALE_TEXTS.buyersLoading : undefined}
        error={leads.isError ? LEAD_SALE_TEXTS.buyersFailed : undefined}
      />
      {others > 0 && <Text size="sm">{LEAD_SALE_TEXTS.othersLost(others, value !== '')}</Text>}
    </>
  );
}
