import { openingHoursOf } from '@motorplaza/domain/settings/opening-hours';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import type { AutoDealerLeaf, PostalAddress, WithContext } from 'schema-dts';
import { EXPORT_LOGO_URL } from '../../components/export/export-logo';

type Office = SiteSettings['oficinas'][number];

/**
 * An office's address as schema.org reads it in Peru: the street and district as the street address,
 * the city (the district text's last part, 'San Isidro, Lima' → Lima; Lima when it has none) as
 * locality and region, and the country code.
 */
export function officeAddress(office: Office): PostalAddress {
  const parts = office.distrito
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const city = parts.length > 1 ? (parts.at(-1) as string) : 'Lima';
  const district = parts.length > 1 ? parts.slice(0, -1).join(', ') : office.distrito.trim();
  return {
    '@type': 'PostalAddress',
    streetAddress: `${office.direccion}, ${district}`,
    addressLocality: city,
    addressRegion: city,
    addressCountry: 'PE',
  };
}

function officeGeo(office: Office): AutoDealerLeaf['geo'] {
  if (office.latitud == null || office.longitud == null) return undefined;
  return { '@type': 'GeoCoordinates', latitude: office.latitud, longitude: office.longitud };
}

/**
 * The dealership as schema.org `AutoDealer` for the home page, following Google's local-business
 * rules (name and address required; url, telephone, geo and opening hours recommended): the company
 * at its first store, and each store as a `department` with its own address, coordinates (when the
 * settings have them), phone and the settings' opening hours (docs/decisions/0067-structured-data.md).
 */
export function dealerJsonLd(
  settings: SiteSettings,
  publicUrl: string,
  imageUrl: string,
): WithContext<AutoDealerLeaf> {
  const home = `${publicUrl}/inicio`;
  const openingHoursSpecification = openingHoursOf(settings.horarios).map((hours) => ({
    '@type': 'OpeningHoursSpecification' as const,
    ...hours,
  }));
  const stores = settings.oficinas.map(
    (office): AutoDealerLeaf => ({
      '@type': 'AutoDealer',
      name: `${settings.nombreEmpresa} ${office.nombre}`,
      url: home,
      image: imageUrl,
      telephone: settings.telefono,
      address: officeAddress(office),
      geo: officeGeo(office),
      hasMap: office.mapaUrl ?? undefined,
      openingHoursSpecification,
    }),
  );
  const [main] = settings.oficinas;
  const sameAs = [
    settings.facebookUrl,
    settings.instagramUrl,
    settings.tiktokUrl,
    settings.youtubeUrl,
  ].filter((link): link is string => link !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${home}#concesionario`,
    name: settings.nombreEmpresa,
    legalName: settings.razonSocial,
    taxID: settings.ruc,
    url: home,
    logo: `${publicUrl}${EXPORT_LOGO_URL}`,
    image: imageUrl,
    telephone: settings.telefono,
    email: settings.correo,
    address: main ? officeAddress(main) : undefined,
    geo: main ? officeGeo(main) : undefined,
    openingHoursSpecification,
    sameAs,
    department: stores,
  };
}
