import { Alert, Button, Modal, Table } from '@mantine/core';
import { formatDate } from '@motorplaza/domain/shared/format';
import { pageInfo } from '@motorplaza/domain/shared/list-page';
import { INVENTORY_PAGING } from '@motorplaza/domain/vehicles/inventory-page';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { IconRestore } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListLoading } from '../../../components/list/list-states';
import { useArchivedVehicles } from '../api/get-archived-vehicles';
import { useRestoreVehicle } from '../api/restore-vehicle';
import classes from './inventory.module.css';

interface ArchivedVehiclesModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
}

/** ADMIN: the deleted (archived) vehicles, each with "Restaurar" (docs/decisions/0011, 0012). */
export function ArchivedVehiclesModal({ opened, onClose }: ArchivedVehiclesModalProps) {
  const [page, setPage] = useState(1);
  const archived = useArchivedVehicles({ page, pageSize: INVENTORY_PAGING.pageSize }, opened);
  const rows = archived.data?.automoviles;
  const current = pageInfo(archived.data?.total ?? 0, archived.data?.page ?? page, INVENTORY_PAGING);
  // The last one of the last page restored: show the new last page.
  const pastTheEnd = rows?.length === 0 && current.total > 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) setPage(current.totalPages);
  }, [pastTheEnd, current.totalPages]);
  const restore = useRestoreVehicle();
  const [notice, setNotice] = useState<string | null>(null);

  async function restoreOne(idAuto: number) {
    setNotice(null);
    try {
      const message = await restore.mutateAsync(idAuto);
      setNotice(message ?? VEHICLE_MESSAGES.restored);
    } catch {
      // Shown from the mutation's error below.
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Vehículos eliminados" size="lg" centered>
      {notice && (
        <Alert color="green" variant="light" role="status" mb="md">
          {notice}
        </Alert>
      )}
      {restore.isError && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {restore.error.message}
        </Alert>
      )}
      {archived.isPending && <ListLoading title="Cargando vehículos eliminados..." />}
      {archived.isError && (
        <Alert color="red" variant="light" role="alert">
          {archived.error.message}
        </Alert>
      )}
      {rows?.length === 0 && current.total === 0 && (
        <p className={classes.muted}>No hay vehículos eliminados.</p>
      )}
      {rows && rows.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped verticalSpacing="sm">
            <Table.Caption>
              Los vehículos restaurados vuelven al inventario con su estado anterior.
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Vehículo</Table.Th>
                <Table.Th scope="col">Placa</Table.Th>
                <Table.Th scope="col">Eliminado el</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">Acciones</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((vehicle) => {
                const name = `${vehicle.marca} ${vehicle.modelo} ${vehicle.anioFabricacion}`;
                const restoring = restore.isPending && restore.variables === vehicle.idAuto;
                return (
                  <Table.Tr key={vehicle.idAuto}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{vehicle.placa ?? '—'}</Table.Td>
                    <Table.Td>{vehicle.archivadoEn ? formatDate(vehicle.archivadoEn) : '—'}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        color="navy"
                        leftSection={<IconRestore size={16} aria-hidden="true" />}
                        loading={restoring}
                        disabled={restore.isPending && !restoring}
                        aria-label={`Restaurar ${name}`}
                        onClick={() => void restoreOne(vehicle.idAuto)}
                      >
                        Restaurar
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rows && rows.length > 0 && current.paginated && (
        <ListPagination current={current} onPage={setPage} label="Paginación de vehículos eliminados" />
      )}
    </Modal>
  );
}
