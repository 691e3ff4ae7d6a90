import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';

/** The company as the legal pages name it, from the site settings (never hard-coded). */
export function CompanyIdentity({ settings }: { readonly settings: SiteSettings }) {
  return (
    <dl>
      <dt>Razón social</dt>
      <dd>{settings.razonSocial}</dd>
      <dt>Nombre comercial</dt>
      <dd>{settings.nombreEmpresa}</dd>
      <dt>RUC</dt>
      <dd>{settings.ruc}</dd>
      <dt>Establecimientos</dt>
      {settings.oficinas.map((oficina) => (
        <dd key={oficina.nombre}>
          {oficina.nombre}: {oficina.direccion}, {oficina.distrito}
        </dd>
      ))}
      <dt>Correo electrónico</dt>
      <dd>
        <a href={`mailto:${settings.correo}`}>{settings.correo}</a>
      </dd>
      <dt>Teléfono</dt>
      <dd>{settings.telefono}</dd>
    </dl>
  );
}
