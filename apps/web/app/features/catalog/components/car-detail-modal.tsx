import { Button, Group, Modal } from '@mantine/core';
import type { CatalogVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { whatsappShareUrl } from '@motorplaza/domain/catalog/share-text';
import { vehiclePhotoSrcSet, vehiclePhotoUrl } from '@motorplaza/domain/photos/photo-files';
import { formatKm, formatPen, formatUsd } from '@motorplaza/domain/shared/format';
import { storeLabel } from '@motorplaza/domain/vehicles/status';
import { IconArrowRight, IconBrandWhatsapp, IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { vehicleName } from '../../../components/car-card';
import { useRootData } from '../../../lib/root-data';
import { MantinePublicStyles } from '../../../styles/mantine-styles';
import classes from './car-detail-modal.module.css';

interface CarDetailModalProps {
  readonly vehicle: CatalogVehicle;
  readonly opened: boolean;
  readonly exchangeRate: number;
  readonly onClose: () => void;
}

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/** Spec 000 §2: the large detail view the card's photo and 'Info' open, with the way to the full page. */
export function CarDetailModal({ vehicle, opened, exchangeRate, onClose }: CarDetailModalProps) {
  const { publicUrl } = useRootData();
  const name = vehicleName(vehicle);
  const facts: [string, string][] = [
    ['Año', String(vehicle.anioFabricacion)],
    ['Kilometraje', vehicle.kilometraje === null ? '—' : formatKm(vehicle.kilometraje)],
    ['Transmisión', vehicle.transmision ?? '—'],
    ['Combustible', vehicle.combustible ?? '—'],
    ['Tracción', vehicle.traccion ?? '—'],
    ['Carrocería', vehicle.carroceria ?? '—'],
    ['Color', vehicle.color ?? '—'],
    ['Tienda', storeLabel(vehicle.swPiso)],
    ['Facturable', yesNo(vehicle.swFacturable)],
    ['Tres filas', yesNo(vehicle.swTresFilas)],
  ];
  if (vehicle.tag) facts.push(['Código', vehicle.tag.slice(1)]);

  // The catalogue returns focus itself, to the card's visible control (returnFocus off).
  return (
    <>
      <MantinePublicStyles />
      <Modal opened={opened} onClose={onClose} size="xl" title={name} centered returnFocus={false}>
        <div className={classes.layout}>
          <div className={classes.media}>
            {vehicle.fotoPrincipal ? (
              <img
                className={classes.photo}
                src={vehiclePhotoUrl(vehicle.idAuto, vehicle.fotoPrincipal, 960)}
                srcSet={vehiclePhotoSrcSet(vehicle.idAuto, vehicle.fotoPrincipal)}
                sizes="(min-width: 62em) 480px, 92vw"
                width={960}
                height={720}
                alt={`${name} ${vehicle.anioFabricacion}`}
              />
            ) : (
              <span className={classes.placeholder}>
                <IconPhoto size={56} stroke={1.5} aria-hidden="true" />
                Sin foto
              </span>
            )}
            {vehicle.cinta && <span className={classes.ribbon}>{vehicle.cinta}</span>}
          </div>
          <div className={classes.info}>
            {vehicle.version && <p className={classes.version}>{vehicle.version}</p>}
            <div>
              <div className={classes.priceLabel}>Mejor precio</div>
              <div className={classes.price}>{formatUsd(vehicle.precioCompra)}</div>
              <div className={classes.pen}>Equivale a {formatPen(vehicle.precioCompra * exchangeRate)}</div>
            </div>
            <dl className={classes.facts}>
              {facts.map(([term, value]) => (
                <div key={term} className={classes.fact}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button
            component="a"
            href={whatsappShareUrl(vehicle, publicUrl)}
            target="_blank"
            rel="noopener noreferrer"
            variant="outline"
            color="navy"
            leftSection={<IconBrandWhatsapp size={18} aria-hidden="true" />}
          >
            Compartir
          </Button>
          <Button
            component={Link}
            to={`/info-auto/${vehicle.idAuto}`}
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          >
            Ver ficha completa
          </Button>
        </Group>
      </Modal>
    </>
  );
}
