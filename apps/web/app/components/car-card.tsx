import type { CatalogVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { whatsappShareUrl } from '@motorplaza/domain/catalog/share-text';
import { vehiclePhotoSrcSet, vehiclePhotoUrl } from '@motorplaza/domain/photos/photo-files';
import { formatKm, formatPen, formatUsd } from '@motorplaza/domain/shared/format';
import { storeLabel } from '@motorplaza/domain/vehicles/status';
import { IconBrandWhatsapp, IconMapPin, IconPhoto } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useRootData } from '../lib/root-data';
import classes from './car-card.module.css';
import { CompareButton, FavouriteButton } from './saved-car-buttons';

export interface CarCardProps {
  readonly vehicle: CatalogVehicle;
  /** Soles per US dollar (site settings), for the price in both currencies. */
  readonly exchangeRate: number;
  /** A card of the first visible row: its photo loads at once and first. */
  readonly priority?: boolean;
  /**
   * Opens the large detail view, naming the visible control that focus returns to on closing ('Info',
   * or the title link for the photo); without it, the photo and 'Info' lead to the vehicle page.
   */
  readonly onOpenDetail?: (vehicle: CatalogVehicle, origin: HTMLElement | null) => void;
  readonly layout?: 'grid' | 'list';
}

/** Catalogue photos fill a grid column (about 280 px on a desktop) or the phone's width. */
const PHOTO_SIZES = '(min-width: 75em) 300px, (min-width: 48em) 45vw, 92vw';

export function vehicleName(vehicle: Pick<CatalogVehicle, 'marca' | 'modelo'>): string {
  return `${vehicle.marca} ${vehicle.modelo}`;
}

function CarPhoto({ vehicle, priority }: Pick<CarCardProps, 'vehicle' | 'priority'>) {
  if (!vehicle.fotoPrincipal) {
    return (
      <span className={classes.placeholder}>
        <IconPhoto size={40} stroke={1.5} aria-hidden="true" />
        Sin foto
      </span>
    );
  }
  return (
    <img
      className={classes.photo}
      src={vehiclePhotoUrl(vehicle.idAuto, vehicle.fotoPrincipal, 480)}
      srcSet={vehiclePhotoSrcSet(vehicle.idAuto, vehicle.fotoPrincipal)}
      sizes={PHOTO_SIZES}
      width={480}
      height={360}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

/**
 * Spec 000 §2 car card, independent of the car's status: brand/model linking to its page, the asking
 * price as best price (US$ without decimals, with soles beside it), the `cinta` ribbon, the main photo
 * or a placeholder, the store, 'Info' for the large detail view and a WhatsApp share.
 */
export function CarCard({
  vehicle,
  exchangeRate,
  priority = false,
  onOpenDetail,
  layout = 'grid',
}: CarCardProps) {
  const { publicUrl } = useRootData();
  const titleLink = useRef<HTMLAnchorElement>(null);
  const name = vehicleName(vehicle);
  const saved = { idAuto: vehicle.idAuto, nombre: `${name} ${vehicle.anioFabricacion}` };
  const href = `/info-auto/${vehicle.idAuto}`;
  const reduced = vehicle.precioAnterior !== null && vehicle.precioAnterior > vehicle.precioCompra;
  const facts = [
    String(vehicle.anioFabricacion),
    vehicle.kilometraje === null ? null : formatKm(vehicle.kilometraje),
    vehicle.transmision,
    vehicle.combustible,
  ].filter((fact) => fact !== null);
  const media = (
    <>
      <CarPhoto vehicle={vehicle} priority={priority} />
      {vehicle.cinta && <span className={classes.ribbon}>{vehicle.cinta}</span>}
    </>
  );

  return (
    <article className={`${classes.card} ${layout === 'list' ? classes.list : ''}`} aria-label={name}>
      {/* The photo repeats 'Info' (or the title link) for pointer users; keyboards use those. */}
      {onOpenDetail ? (
        <button
          type="button"
          className={classes.media}
          onClick={() => onOpenDetail(vehicle, titleLink.current)}
          tabIndex={-1}
          aria-hidden="true"
        >
          {media}
        </button>
      ) : (
        <Link to={href} className={classes.media} tabIndex={-1} aria-hidden="true">
          {media}
        </Link>
      )}
      <div className={classes.body}>
        <h3 className={classes.title}>
          <Link ref={titleLink} to={href} className={classes.titleLink}>
            {name}
          </Link>
          {vehicle.version && <span className={classes.version}>{vehicle.version}</span>}
        </h3>
        <ul className={classes.facts} aria-label="Datos principales">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <div className={classes.priceBlock}>
          <div className={classes.priceLabel}>Mejor precio</div>
          <div className={classes.prices}>
            <span className={classes.price}>{formatUsd(vehicle.precioCompra)}</span>
            <span className={classes.pen}>
              <span className="visually-hidden">equivale a </span>
              {formatPen(vehicle.precioCompra * exchangeRate)}
            </span>
          </div>
          {reduced && (
            <s className={classes.previous}>
              <span className="visually-hidden">Precio anterior: </span>
              {formatUsd(vehicle.precioAnterior ?? 0)}
            </s>
          )}
        </div>
        <div className={classes.footer}>
          <span className={classes.store}>
            <IconMapPin size={16} aria-hidden="true" />
            <span className={classes.storeText}>{storeLabel(vehicle.swPiso)}</span>
          </span>
          <span className={classes.actions}>
            {onOpenDetail ? (
              <button
                type="button"
                className={classes.action}
                onClick={(event) => onOpenDetail(vehicle, event.currentTarget)}
                aria-label={`Info de ${name}`}
                aria-haspopup="dialog"
              >
                Info
              </button>
            ) : (
              <Link to={href} className={classes.action} aria-label={`Info de ${name}`}>
                Info
              </Link>
            )}
            <a
              href={whatsappShareUrl(vehicle, publicUrl)}
              target="_blank"
              rel="noopener noreferrer"
              className={`${classes.action} ${classes.whatsapp}`}
              aria-label={`Compartir ${name} por WhatsApp`}
              title="Compartir por WhatsApp"
            >
              <IconBrandWhatsapp size={20} aria-hidden="true" />
            </a>
          </span>
        </div>
      </div>
      {/* Over the photo's top-left corner (the ribbon holds the other); after the card's text for readers. */}
      <div className={classes.saved}>
        <FavouriteButton car={saved} />
        <CompareButton car={saved} />
      </div>
    </article>
  );
}
