import { Modal, Stack, Table, Text } from '@mantine/core';
import { type CreditScenario, formatRate, formatSoles } from '@motorplaza/domain/financing/credit-scenario';
import type { FinancingParams } from '@motorplaza/domain/financing/financing-params';
import { CreditDisclosure } from './credit-disclosure';
import classes from './credit-simulator.module.css';

interface ScheduleModalProps {
  readonly opened: boolean;
  readonly params: FinancingParams;
  readonly scenario: CreditScenario;
  readonly onClose: () => void;
  /** After the closing transition: hands the focus back to the button that opened it. */
  readonly onExited: () => void;
}

const HEADERS = ['Mes', 'Saldo', 'Amortización', 'Interés', 'Desgravamen', 'Seguro vehicular', 'Cuota'];

/** 'Ver cronograma': the month-by-month French schedule, with the TCEA and assumptions above it. */
export function ScheduleModal({ opened, params, scenario, onClose, onExited }: ScheduleModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      onExitTransitionEnd={onExited}
      title="Cronograma de pagos"
      size="xl"
    >
      <Stack gap="sm">
        <Text size="sm">
          {scenario.plazo} cuotas de {formatSoles(scenario.cuotaMensual)} · TCEA {formatRate(scenario.tcea)}
        </Text>
        <CreditDisclosure params={params} scenario={scenario} />
        {/* It scrolls sideways on a phone, so it takes the focus to be scrolled with the keyboard. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
        <section className={classes.scheduleWrap} aria-label="Cronograma de pagos mes a mes" tabIndex={0}>
          <Table striped className={classes.schedule}>
            <Table.Thead>
              <Table.Tr>
                {HEADERS.map((header) => (
                  <Table.Th key={header} scope="col" ta={header === 'Mes' ? 'left' : 'right'}>
                    {header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {scenario.cronograma.map((row) => (
                <Table.Tr key={row.mes}>
                  <Table.Th scope="row">{row.mes}</Table.Th>
                  <Table.Td ta="right">{formatSoles(row.saldoInicial)}</Table.Td>
                  <Table.Td ta="right">{formatSoles(row.amortizacion)}</Table.Td>
                  <Table.Td ta="right">{formatSoles(row.interes)}</Table.Td>
                  <Table.Td ta="right">{formatSoles(row.desgravamen)}</Table.Td>
                  <Table.Td ta="right">{formatSoles(row.seguroVehicular)}</Table.Td>
                  <Table.Td ta="right">{formatSoles(row.cuota)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      </Stack>
    </Modal>
  );
}
