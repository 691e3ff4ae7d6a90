import { ActionIcon, Badge, Tooltip } from '@mantine/core';
import { LEAD_SALE_TEXTS } from '@motorplaza/domain/leads/lead-sale-rules';
import { LEAD_STATE_VIEWS } from '@motorplaza/domain/leads/lead-state';
import { vehiclePhotoSrcSet, vehiclePhotoUrl } from '@motorplaza/domain/photos/photo-files';
import { formatDate, formatKm, formatUsd } from '@motorplaza/domain/shared/format';
import type { AdminVehicle } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { inventoryPrice, statusColor } from '@motorplaza/domain/vehicles/inventory-card';
import { changesStatus } from '@motorplaza/domain/vehicles/vehicle-rights';
import {
  IconBan,
  IconCalendar,
  IconCurrencyDollar,
  IconEye,
  IconGasStation,
  IconManualGearbox,
  IconPencil,
  IconPhoto,
  IconRoad,
  IconTag,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VehicleShareActions } from '../share/vehicle-share-actions';
import classes from './inventory-card.module.css';
import type { VehicleAction } from './vehicle-action-dialogs';

export interface InventoryCardProps {
  readonly vehicle: AdminVehicle;
  /** The user may edit, inactivate, sell and delete (their operations' policies, decision 0017). */
  readonly canManage: boolean;
  readonly onOpenDetail: (vehicle: AdminVehicle) => void;
  readonly onEdit: (vehicle: AdminVehicle) => void;
  readonly onAction: (action: VehicleAction, vehicle: AdminVehicle) => void;
  /** A card of the first row: its photo loads at once. */
  readonly priority?: boolean;
}

/** The grid is 1–4 columns wide: about 300 px on a desktop, the full width on a phone. */
const PHOTO_SIZES = '(min-width: 75em) 300px, (min-width: 48em) 45vw, 92vw';

interface CardActionProps {
  readonly label: string;
  readonly icon: ReactNode;
  readonly color?: string;
  readonly onClick: () => void;
}

function CardAction({ label, icon, color = 'navy', onClick }: CardActionProps) {
  return (
    <Tooltip label={label} withinPortal events={{ hover: true, focus: true, touch: false }}>
      <ActionIcon
        variant="light"
        color={color}
        size="lg"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * Spec 001 §2.1 inventory card: status badge, registration date, photo, optional tag, title linking to
 * the public page, price and four specs; the actions show on hover or focus on desktops and always on
 * touch screens (docs/decisions/0012).
 */
export function InventoryCard({
  vehicle,
  canManage,
  onOpenDetail,
  onEdit,
  onAction,
  priority = false,
}: InventoryCardProps) {
  const name = `${vehicle.marca} ${vehicle.modelo}`;
  const specs: { label: string; value: string; icon: ReactNode }[] = [
    {
      label: 'Kilometraje',
      value: vehicle.kilometraje === null ? '—' : formatKm(vehicle.kilometraje),
      icon: <IconRoad size={16} aria-hidden="true" />,
    },
    {
      label: 'Combustible',
      value: vehicle.combustible ?? '—',
      icon: <IconGasStation size={16} aria-hidden="true" />,
    },
    {
      label: 'Transmisión',
      value: vehicle.transmision ?? '—',
      icon: <IconManualGearbox size={16} aria-hidden="true" />,
    },
    {
      label: 'Año',
      value: String(vehicle.anioFabricacion),
      icon: <IconCalendar size={16} aria-hidden="true" />,
    },
  ];

  const viewAction = (
    <CardAction
      label="Ver detalle"
      icon={<IconEye size={20} aria-hidden="true" />}
      onClick={() => onOpenDetail(vehicle)}
    />
  );

  return (
    <article className={classes.card} aria-label={name}>
      <div className={classes.media}>
        {vehicle.fotoPrincipal ? (
          <img
            className={classes.photo}
            src={vehiclePhotoUrl(vehicle.idAuto, vehicle.fotoPrincipal, 480)}
            srcSet={vehiclePhotoSrcSet(vehicle.idAuto, vehicle.fotoPrincipal)}
            sizes={PHOTO_SIZES}
            width={480}
            height={360}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={classes.placeholder}>
            <IconPhoto size={40} stroke={1.5} aria-hidden="true" />
            Sin foto
          </span>
        )}
        <div className={classes.topRow}>
          <Badge color={statusColor(vehicle.estadoDes)} variant="filled" className={classes.status}>
            {vehicle.estadoDes}
          </Badge>
          {vehicle.ventaPorConfirmar && (
            <Badge
              color={LEAD_STATE_VIEWS.VENTA_POR_CONFIRMAR.color}
              variant="filled"
              className={classes.status}
            >
              {LEAD_SALE_TEXTS.pendingSale}
            </Badge>
          )}
          <span className={classes.date}>
            <span className="visually-hidden">Ingresó el </span>
            {formatDate(vehicle.fechaIng)}
          </span>
        </div>
      </div>

      {/* Over the photo on pointer devices (shown on hover/focus), below it on touch screens. */}
      <div className={classes.actions}>
        {canManage ? (
          <>
            <div className={classes.actionRow}>
              {viewAction}
              <CardAction
                label="Editar vehículo"
                icon={<IconPencil size={20} aria-hidden="true" />}
                onClick={() => onEdit(vehicle)}
              />
              {changesStatus(vehicle.estadoDes, 'NO DISPONIBLE') && (
                <CardAction
                  label="Inactivar vehículo"
                  icon={<IconBan size={20} aria-hidden="true" />}
                  color="gray"
                  onClick={() => onAction('inactivate', vehicle)}
                />
              )}
              {changesStatus(vehicle.estadoDes, 'VENDIDO') && (
                <CardAction
                  label="Marcar como vendido"
                  icon={<IconCurrencyDollar size={20} aria-hidden="true" />}
                  color="green"
                  onClick={() => onAction('sell', vehicle)}
                />
              )}
              <CardAction
                label="Eliminar vehículo"
                icon={<IconTrash size={20} aria-hidden="true" />}
                color="red"
                onClick={() => onAction('archive', vehicle)}
              />
            </div>
            <div className={classes.actionRow}>
              <VehicleShareActions vehicle={vehicle} />
            </div>
          </>
        ) : (
          <div className={classes.actionRow}>
            {viewAction}
            <VehicleShareActions vehicle={vehicle} />
          </div>
        )}
      </div>

      <div className={classes.body}>
        {vehicle.tag && (
          <span className={classes.tag}>
            <IconTag size={14} aria-hidden="true" />
            <span className="visually-hidden">Tag: </span>
            {vehicle.tag}
          </span>
        )}
        <h3 className={classes.title}>
          <Link to={`/info-auto/${vehicle.idAuto}`} className={classes.titleLink}>
            {name}
          </Link>
        </h3>
        <p className={classes.price}>
          <span className="visually-hidden">Precio: </span>
          {formatUsd(inventoryPrice(vehicle))}
        </p>
        <dl className={classes.specs}>
          {specs.map((spec) => (
            <div key={spec.label} className={classes.spec}>
              <dt>
                {spec.icon}
                {spec.label}
              </dt>
              <dd>{spec.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
