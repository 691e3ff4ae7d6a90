import { Alert, Badge, Button, Center, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { ClientDetail } from '@motorplaza/domain/clients/client.schema';
import { LEAD_STATE_VIEWS, leadState, leadStateLabel } from '@motorplaza/domain/leads/lead-state';
import { formatDate, formatDateTime } from '@motorplaza/domain/shared/format';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ColumnsGrid } from '../../../components/columns-grid';
import { useClient } from '../api/get-client';
import { ClientStateBadge } from './client-state-badge';

interface ClientDetailModalProps {
  readonly idCliente: number | null;
  readonly opened: boolean;
  readonly onClose: () => void;
}

function Field({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </div>
  );
}

function Vehicles({ vehiculos }: Pick<ClientDetail, 'vehiculos'>) {
  if (vehiculos.length === 0)
    return <Text size="sm">No es propietario ni comprador de ningún vehículo.</Text>;
  return (
    <Table withTableBorder aria-labelledby="cliente-vehiculos">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Vehículo</Table.Th>
          <Table.Th scope="col">Tag</Table.Th>
          <Table.Th scope="col">Estado</Table.Th>
          <Table.Th scope="col">Relación</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {vehiculos.map((car) => (
          <Table.Tr key={car.idAuto}>
            <Table.Td>
              <Link to={`/info-auto/${car.idAuto}`}>
                {car.marca} {car.modelo}
              </Link>
            </Table.Td>
            <Table.Td>{car.tag ?? '—'}</Table.Td>
            <Table.Td>{car.estadoDes}</Table.Td>
            <Table.Td>{car.comprado ? 'Comprador' : 'Propietario'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Interests({ interesados }: Pick<ClientDetail, 'interesados'>) {
  if (interesados.length === 0) return <Text size="sm">No tiene solicitudes de interés.</Text>;
  return (
    <Table withTableBorder aria-labelledby="cliente-interesados">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Automóvil</Table.Th>
          <Table.Th scope="col">Fecha</Table.Th>
          <Table.Th scope="col">Estado</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {interesados.map((lead) => (
          <Table.Tr key={lead.idInteresado}>
            <Table.Td>{lead.automovil}</Table.Td>
            <Table.Td>{formatDate(lead.fechaReg)}</Table.Td>
            <Table.Td>
              <Badge color={LEAD_STATE_VIEWS[leadState(lead)].color} tt="none">
                {leadStateLabel(lead)}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Spec 001 §2.5 "Detalles del Cliente": large, centred, static backdrop, Cerrar; plus vehicles and requests. */
export function ClientDetailModal({ idCliente, opened, onClose }: ClientDetailModalProps) {
  const detail = useClient(idCliente, opened);
  const data = detail.data;

  function body() {
    if (detail.isError) {
      return (
        <Alert
          role="alert"
          color="red"
          variant="light"
          title="No se pudieron cargar los datos"
          icon={<IconAlertCircle aria-hidden="true" />}
        >
          {detail.error.message}
        </Alert>
      );
    }
    if (!data) {
      return (
        <Center mih={200}>
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden="true" />
            <Text>Cargando datos del cliente...</Text>
          </Stack>
        </Center>
      );
    }
    const c = data.cliente;
    return (
      <Stack gap="lg">
        <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Field label="ID">{c.idCliente}</Field>
          <Field label="Nombres">{c.nombres}</Field>
          <Field label="Apellidos">{c.apellidos}</Field>
          <Field label="DNI">{c.dni}</Field>
          <Field label="Correo">{c.correo ?? '—'}</Field>
          <Field label="Celular">{c.celular ?? '—'}</Field>
          <Field label="RUC">{c.ruc ?? '—'}</Field>
          <Field label="Dirección">{c.direccion ?? '—'}</Field>
          <Field label="Fecha Registro">{formatDateTime(c.fechaReg)}</Field>
          <Field label="Estado">
            <ClientStateBadge estado={c.estado} upper />
          </Field>
        </ColumnsGrid>
        <section aria-labelledby="cliente-vehiculos">
          <Title order={3} size="h5" id="cliente-vehiculos" mb="xs">
            Vehículos como propietario
          </Title>
          <Vehicles vehiculos={data.vehiculos} />
        </section>
        <section aria-labelledby="cliente-interesados">
          <Title order={3} size="h5" id="cliente-interesados" mb="xs">
            Solicitudes de interés
          </Title>
          <Interests interesados={data.interesados} />
        </section>
      </Stack>
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Detalles del Cliente"
      size="lg"
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {body()}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cerrar
        </Button>
      </Group>
    </Modal>
  );
}
