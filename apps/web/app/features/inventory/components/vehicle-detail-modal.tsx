import { Alert, Badge, Button, Group, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { can } from '@motorplaza/domain/access/can';
import { formatDate, formatKm, formatUsd } from '@motorplaza/domain/shared/format';
import type { AdminVehicleDetail } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { additionalTags, statusColor } from '@motorplaza/domain/vehicles/inventory-card';
import { storeLabel } from '@motorplaza/domain/vehicles/status';
import { IconCertificate, IconCircleCheck, IconEye, IconListDetails, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getAdminVehicle, vehicleKeys } from '../../../lib/admin-vehicles';
import { useSessionUser } from '../../../lib/use-session-user';
import { DetailCarousel } from './detail-carousel';
import { RevisionButton } from './revision-button';
import classes from './vehicle-detail-modal.module.css';

interface VehicleDetailModalProps {
  readonly idAuto: number;
  readonly opened: boolean;
  readonly onClose: () => void;
}

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');
const orDash = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));

function specRows(vehicle: AdminVehicleDetail): [string, string][] {
  return [
    [
      'Marca / Modelo / Versión',
      [vehicle.marca, vehicle.modelo, vehicle.version].filter(Boolean).join(' / '),
    ],
    ['Año de fabricación / modelo', `${vehicle.anioFabricacion} / ${orDash(vehicle.anioModelo)}`],
    ['VIN / N.° de serie', orDash(vehicle.vin)],
    ['Carrocería', orDash(vehicle.carroceria)],
    ['Color', orDash(vehicle.color)],
    ['Combustible', orDash(vehicle.combustible)],
    ['Kilometraje', vehicle.kilometraje === null ? '—' : formatKm(vehicle.kilometraje)],
    ['Tracción', orDash(vehicle.traccion)],
    [
      'Cilindros / Cilindrada',
      `${orDash(vehicle.nroCilindros)} / ${vehicle.cilindrada === null ? '—' : `${vehicle.cilindrada} cc`}`,
    ],
    ['Puertas / Tres filas', `${orDash(vehicle.nroPuertas)} / ${yesNo(vehicle.swTresFilas)}`],
    ['Transmisión', orDash(vehicle.transmision)],
    ['Facturable', yesNo(vehicle.swFacturable)],
    ['Tienda', storeLabel(vehicle.swPiso)],
    ['Servicios', orDash(vehicle.servicios)],
  ];
}

function Facts({ rows }: { readonly rows: readonly [string, string][] }) {
  return (
    <dl className={classes.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={value.length > 32 ? `${classes.fact} ${classes.wide}` : classes.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DetailBody({
  vehicle,
  showOwner,
}: {
  readonly vehicle: AdminVehicleDetail;
  readonly showOwner: boolean;
}) {
  const name = `${vehicle.marca} ${vehicle.modelo}`;
  const tags = additionalTags(vehicle.adicionales);
  const owner = showOwner ? vehicle.propietario : null;
  return (
    <>
      <div className={classes.summary}>
        {vehicle.version && <p className={classes.version}>{vehicle.version}</p>}
        <Group gap="xs">
          <Badge color={statusColor(vehicle.estadoDes)} variant="filled">
            {vehicle.estadoDes}
          </Badge>
          <Badge color="navy" variant="light">
            Año {vehicle.anioFabricacion}
          </Badge>
          {vehicle.tag && (
            <Badge color="gray" variant="outline">
              Tag {vehicle.tag}
            </Badge>
          )}
        </Group>
        <p className={classes.price}>
          <span className={classes.priceLabel}>Precio de compra</span>
          {formatUsd(vehicle.precioCompra)}
          {vehicle.ultimoPrecioCompra !== null && (
            <span className={classes.lastPrice}>
              Último precio de compra: {formatUsd(vehicle.ultimoPrecioCompra)}
            </span>
          )}
        </p>
      </div>

      <div className={classes.layout}>
        <div className={classes.mediaColumn}>
          <DetailCarousel idAuto={vehicle.idAuto} photos={vehicle.fotos} name={name} />
          {vehicle.swRevision && <RevisionButton placa={vehicle.placa} urlPdf={vehicle.urlPdf} />}
          {tags.length > 0 && (
            <section className={classes.card} aria-labelledby="detail-adicionales">
              <h3 id="detail-adicionales" className={classes.cardTitle}>
                Adicionales
              </h3>
              <ul className={classes.tags}>
                {tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="light" color="navy" tt="none">
                      {tag}
                    </Badge>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {vehicle.accesorios.length > 0 && (
            <section className={classes.card} aria-labelledby="detail-accesorios">
              <h3 id="detail-accesorios" className={classes.cardTitle}>
                Accesorios
              </h3>
              <ul className={classes.tags}>
                {vehicle.accesorios.map((accessory) => (
                  <li key={accessory.idAccesorio}>
                    <Badge variant="light" color="teal.9" tt="none">
                      {accessory.nombre}
                    </Badge>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <section className={classes.card} aria-labelledby="detail-specs">
          <h3 id="detail-specs" className={classes.cardTitle}>
            <IconListDetails size={20} aria-hidden="true" />
            Especificaciones
          </h3>
          <Facts rows={specRows(vehicle)} />
        </section>
      </div>

      {owner && (
        <section className={classes.card} aria-labelledby="detail-owner">
          <h3 id="detail-owner" className={classes.cardTitle}>
            <IconUser size={20} aria-hidden="true" />
            Cliente
          </h3>
          <Facts
            rows={[
              ['Nombres', owner.nombres],
              ['Apellidos', owner.apellidos],
              ['DNI', owner.dni],
              ['RUC', orDash(owner.ruc)],
              ['Correo', orDash(owner.correo)],
              ['Celular', orDash(owner.celular)],
              ['Dirección', orDash(owner.direccion)],
              ['Fecha de registro', formatDate(owner.fechaReg)],
            ]}
          />
          <div className={classes.ownerState}>
            Estado:{' '}
            <Badge color={owner.estado ? 'green' : 'red'} variant="filled">
              {owner.estado ? 'Activo' : 'Inactivo'}
            </Badge>
          </div>
        </section>
      )}
    </>
  );
}

/** Spec 001 §2.3: the large read-only detail of one vehicle, loaded with its photos and owner. */
export function VehicleDetailModal({ idAuto, opened, onClose }: VehicleDetailModalProps) {
  const user = useSessionUser();
  // Phones get the whole screen: the modal's margins and padding would leave little room.
  const phone = useMediaQuery('(max-width: 36em)') === true;
  const detail = useQuery({
    queryKey: vehicleKeys.detail(idAuto),
    queryFn: ({ signal }) => getAdminVehicle(idAuto, signal),
    enabled: opened,
  });
  const vehicle = detail.data;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="70rem"
      fullScreen={phone}
      padding={phone ? 'md' : 'xl'}
      title={vehicle ? `${vehicle.marca} ${vehicle.modelo}` : 'Detalle del vehículo'}
      centered
    >
      {detail.isPending && (
        <div className={classes.state} role="status">
          <Loader aria-hidden="true" />
          Cargando vehículo...
        </div>
      )}
      {detail.isError && (
        <Alert color="red" variant="light" role="alert" title="No se pudo cargar el vehículo">
          <p className={classes.errorText}>{detail.error.message}</p>
          <Button variant="outline" color="red" size="xs" onClick={() => void detail.refetch()}>
            Intentar nuevamente
          </Button>
        </Alert>
      )}
      {vehicle && <DetailBody vehicle={vehicle} showOwner={can(user, 'client.findByDni')} />}
      <footer className={classes.footer}>
        <ul className={classes.footerBadges} aria-label="Tipo de vista">
          <li>
            <Badge color="navy.8" variant="outline" leftSection={<IconEye size={14} aria-hidden="true" />}>
              Vista Administrativa
            </Badge>
          </li>
          <li>
            <Badge
              color="blue.9"
              variant="outline"
              leftSection={<IconListDetails size={14} aria-hidden="true" />}
            >
              Información Completa
            </Badge>
          </li>
          <li>
            <Badge
              color="teal.9"
              variant="outline"
              leftSection={<IconCertificate size={14} aria-hidden="true" />}
            >
              Datos Verificados
            </Badge>
          </li>
        </ul>
        <Button
          variant="default"
          onClick={onClose}
          leftSection={<IconCircleCheck size={18} aria-hidden="true" />}
        >
          Cerrar
        </Button>
      </footer>
    </Modal>
  );
}
