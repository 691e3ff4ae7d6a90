import { Avatar, Group, Table, Text } from '@mantine/core';
import { clientFullName, type RegisteredClient } from '@motorplaza/domain/clients/client.schema';
import { formatDate } from '@motorplaza/domain/shared/format';
import { type ClientAction, ClientActions } from './client-actions';
import { ClientStateBadge } from './client-state-badge';
import classes from './clients.module.css';

interface ClientsTableProps {
  readonly clients: readonly RegisteredClient[];
  readonly onAction: (action: ClientAction, client: RegisteredClient) => void;
}

/** Spec 001 §2.5 table: Cliente, DNI, Contacto, Fecha Registro, Estado, Acciones. */
export function ClientsTable({ clients, onAction }: ClientsTableProps) {
  return (
    <div className={classes.tableWrap}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Clientes registrados">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Cliente</Table.Th>
            <Table.Th scope="col">DNI</Table.Th>
            <Table.Th scope="col">Contacto</Table.Th>
            <Table.Th scope="col">Fecha Registro</Table.Th>
            <Table.Th scope="col">Estado</Table.Th>
            <Table.Th scope="col">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => {
            const name = clientFullName(client);
            return (
              <Table.Tr key={client.idCliente}>
                <Table.Td>
                  <div className={classes.clientCell}>
                    <Avatar color="navy" radius="xl" aria-hidden="true">
                      {client.nombres.charAt(0).toLocaleUpperCase('es-PE')}
                    </Avatar>
                    <div>
                      <Text fw={700} size="sm">
                        {name}
                      </Text>
                      <Text size="xs" c="gray.7">
                        ID: {client.idCliente}
                      </Text>
                    </div>
                  </div>
                </Table.Td>
                <Table.Td>{client.dni}</Table.Td>
                <Table.Td>
                  <Text size="sm">{client.correo ?? '—'}</Text>
                  <Text size="sm" c="gray.7">
                    {client.celular ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDate(client.fechaReg)}</Table.Td>
                <Table.Td>
                  <ClientStateBadge estado={client.estado} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <ClientActions client={client} onAction={onAction} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
