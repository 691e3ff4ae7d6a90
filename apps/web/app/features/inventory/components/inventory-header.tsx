import { Button } from '@mantine/core';
import type { ExportVehicle } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { INVENTORY_EXPORT, INVENTORY_EXPORT_MESSAGES } from '@motorplaza/domain/vehicles/inventory-export';
import { IconArchive, IconPlus, IconRefresh } from '@tabler/icons-react';
import { ExportButtons } from '../../../components/export/export-buttons';
import { ListScreenHeader } from '../../../components/list/list-layout';

interface InventoryHeaderProps {
  /** The vehicles matching the filters, all pages together. */
  readonly total: number;
  /** The whole filtered list, fetched when an export button is pressed (GET /automoviles/all). */
  readonly exportRows: () => Promise<readonly ExportVehicle[]>;
  readonly loading: boolean;
  readonly canCreate: boolean;
  readonly canRestore: boolean;
  readonly onRefresh: () => void;
  readonly onAdd: () => void;
  readonly onShowArchived: () => void;
}

/**
 * Spec 001 §2.1 header: title, subtitle, exports (with data, and only with EXPORTAR_DATOS: the export
 * buttons check it, decisions 0017 and 0020), Actualizar and Añadir Vehículo.
 */
export function InventoryHeader({
  total,
  exportRows,
  loading,
  canCreate,
  canRestore,
  onRefresh,
  onAdd,
  onShowArchived,
}: InventoryHeaderProps) {
  return (
    <ListScreenHeader
      title="Administración de Vehículos"
      subtitle="Gestiona y administra tu inventario de vehículos"
    >
      {!loading && total > 0 && (
        <ExportButtons definition={INVENTORY_EXPORT} rows={exportRows} messages={INVENTORY_EXPORT_MESSAGES} />
      )}
      {canRestore && (
        <Button
          variant="default"
          leftSection={<IconArchive size={18} aria-hidden="true" />}
          onClick={onShowArchived}
          aria-haspopup="dialog"
        >
          Ver eliminados
        </Button>
      )}
      <Button
        variant="outline"
        color="navy"
        leftSection={<IconRefresh size={18} aria-hidden="true" />}
        onClick={onRefresh}
        disabled={loading}
      >
        Actualizar
      </Button>
      {canCreate && (
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={onAdd}
          disabled={loading}
          aria-haspopup="dialog"
        >
          Añadir Vehículo
        </Button>
      )}
    </ListScreenHeader>
  );
}
