import type { AdminVehicle } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { VEHICLE_MESSAGES, VEHICLE_SELL_TEXTS } from '@motorplaza/domain/vehicles/vehicle-messages';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useArchiveVehicle } from '../api/archive-vehicle';
import { useChangeVehicleStatus } from '../api/change-vehicle-status';
import { NoticeDialog } from './notice-dialog';
import { SaleBuyerSelect } from './sale-buyer-select';

export type VehicleAction = 'inactivate' | 'sell' | 'archive';

export interface VehicleActionRequest {
  readonly action: VehicleAction;
  readonly vehicle: AdminVehicle;
}

interface ActionTexts {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly confirmColor: string;
  readonly doneTitle: string;
  /** When the server sends no message. */
  readonly doneMessage: string;
}

/** Spec 001 §8 verbatim for Inactivar and Vender; the delete texts are ours (docs/decisions/0012). */
export const VEHICLE_ACTION_TEXTS: Readonly<Record<VehicleAction, ActionTexts>> = {
  inactivate: {
    title: '¿Esta seguro?',
    message: 'Se Inactivara el automovil',
    confirmLabel: 'Si, Inactivar!',
    confirmColor: 'brand',
    doneTitle: 'Automovil Inactivado!',
    doneMessage: VEHICLE_MESSAGES.inactivated,
  },
  sell: { ...VEHICLE_SELL_TEXTS, confirmColor: 'brand', doneMessage: VEHICLE_MESSAGES.sold },
  archive: {
    title: '¿Eliminar vehículo?',
    message:
      'El vehículo saldrá del inventario, del catálogo y de las estadísticas. Sus fotos e historial se conservan y un administrador puede restaurarlo.',
    confirmLabel: 'Sí, eliminar',
    confirmColor: 'red',
    doneTitle: 'Vehículo eliminado',
    doneMessage: VEHICLE_MESSAGES.archived,
  },
};

interface VehicleActionDialogsProps {
  /** The action the user picked on a card; null when none is under way. */
  readonly request: VehicleActionRequest | null;
  readonly onClose: () => void;
}

/** Asks for confirmation, runs the change, then shows the server's message (spec 001 §8). */
export function VehicleActionDialogs({ request, onClose }: VehicleActionDialogsProps) {
  const statusChange = useChangeVehicleStatus();
  const archive = useArchiveVehicle();
  const [notice, setNotice] = useState({ opened: false, title: '', message: '' });
  // Keeps the texts on screen while the dialog animates out after `request` became null.
  const [shown, setShown] = useState<VehicleActionRequest | null>(request);
  /** A sale's buyer among the car's open leads ('' is none). */
  const [buyer, setBuyer] = useState('');
  if (request !== null && request !== shown) {
    setShown(request);
    setBuyer('');
  }

  const mutation = shown?.action === 'archive' ? archive : statusChange;
  const texts = shown ? VEHICLE_ACTION_TEXTS[shown.action] : VEHICLE_ACTION_TEXTS.inactivate;

  function close() {
    statusChange.reset();
    archive.reset();
    onClose();
  }

  async function confirm() {
    if (!request) return;
    const { action, vehicle } = request;
    try {
      const message =
        action === 'archive'
          ? await archive.mutateAsync(vehicle.idAuto)
          : await statusChange.mutateAsync(
              action === 'sell'
                ? { idAuto: vehicle.idAuto, estadoDes: 'VENDIDO', idInteresado: buyer ? Number(buyer) : null }
                : { idAuto: vehicle.idAuto, estadoDes: 'NO DISPONIBLE' },
            );
      setNotice({ opened: true, title: texts.doneTitle, message: message ?? texts.doneMessage });
      close();
    } catch {
      // The error stays in the mutation and shows inside the dialog.
    }
  }

  const name = shown ? `${shown.vehicle.marca} ${shown.vehicle.modelo}` : '';
  const plate = shown?.vehicle.placa ? ` (${shown.vehicle.placa})` : '';

  return (
    <>
      <ConfirmDialog
        opened={request !== null}
        title={texts.title}
        message={
          <>
            {texts.message}
            <br />
            <strong>
              {name}
              {plate}
            </strong>
          </>
        }
        confirmLabel={texts.confirmLabel}
        confirmColor={texts.confirmColor}
        pending={mutation.isPending}
        error={mutation.error?.message ?? null}
        onConfirm={() => void confirm()}
        onClose={close}
      >
        {shown?.action === 'sell' && (
          <SaleBuyerSelect idAuto={shown.vehicle.idAuto} value={buyer} onChange={setBuyer} />
        )}
      </ConfirmDialog>
      <NoticeDialog
        opened={notice.opened}
        title={notice.title}
        message={notice.message}
        onClose={() => setNotice((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
