import { Table, Text } from '@mantine/core';
import {
  MARKETING_WITHDRAWAL_ORIGIN_LABELS,
  withdrawalReach,
} from '@motorplaza/domain/legal/marketing-withdrawal';
import type { MarketingWithdrawal } from '@motorplaza/domain/legal/marketing-withdrawal.schema';
import { formatDateTime } from '@motorplaza/domain/shared/format';
import { WithdrawalAction, type WithdrawalRowProps } from './withdrawal-action';
import { WithdrawalStateBadge } from './withdrawal-state-badge';
import classes from './withdrawals.module.css';

interface WithdrawalsTableProps {
  readonly solicitudes: readonly MarketingWithdrawal[];
  readonly onHandle?: WithdrawalRowProps['onHandle'];
}

/** From 62em: N.º, Correo, Origen, Alcance, Fecha, Estado, Atención. */
export function WithdrawalsTable({ solicitudes, onHandle }: WithdrawalsTableProps) {
  return (
    <div className={classes.tableWrap}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Solicitudes de baja de publicidad">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">N.º</Table.Th>
            <Table.Th scope="col">Correo</Table.Th>
            <Table.Th scope="col">Origen</Table.Th>
            <Table.Th scope="col">Alcance</Table.Th>
            <Table.Th scope="col">Fecha solicitud</Table.Th>
            <Table.Th scope="col">Estado</Table.Th>
            <Table.Th scope="col">Atención</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {solicitudes.map((solicitud) => (
            <Table.Tr key={solicitud.id}>
              <Table.Td>{solicitud.id}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} className={classes.email}>
                  {solicitud.correo}
                </Text>
                {solicitud.dni && (
                  <Text size="xs" c="gray.7">
                    DNI {solicitud.dni}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{MARKETING_WITHDRAWAL_ORIGIN_LABELS[solicitud.origen]}</Table.Td>
              <Table.Td>{withdrawalReach(solicitud.interesados, solicitud.ofertas)}</Table.Td>
              <Table.Td>{formatDateTime(solicitud.creadoEn)}</Table.Td>
              <Table.Td>
                <WithdrawalStateBadge estado={solicitud.estado} />
              </Table.Td>
              <Table.Td>
                <WithdrawalAction solicitud={solicitud} onHandle={onHandle} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
