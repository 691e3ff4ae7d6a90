import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { IconCreditCard, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { ComplaintsBookNotice } from '../../components/complaints-book-notice';
import container from '../../components/container.module.css';
import { Logo } from '../../components/logo';
import { PaymentLogos } from '../../components/payment-logos';
import { telHref } from '../../lib/tel-href';
import { copyrightLine } from './copyright';
import classes from './footer.module.css';
import { LegalLinks } from './legal-links';
import { SocialLinks } from './social-links';

function FooterHeading({ children }: { readonly children: string }) {
  return <h2 className={classes.footerHeading}>{children}</h2>;
}

/** Spec 000 §1: the visitors' footer: offices, hours, contact, social links, cards and financing. */
export function VisitorFooter({ settings }: { readonly settings: SiteSettings }) {
  return (
    <footer className={`${classes.footer} dark-surface`}>
      <div className={`${container.container} ${classes.visitorFooter}`}>
        <div className={classes.footerColumns}>
          <div className={classes.footerColumn} data-gap="md">
            <Logo tone="dark" />
            <p className={classes.footerText}>
              Autos usados, seminuevos y nuevos en Lima, revisados y listos para entregar. Compra o vende tu
              auto con asesoría personalizada.
            </p>
            <SocialLinks settings={settings} />
          </div>

          <div className={classes.footerColumn}>
            <FooterHeading>Nuestras tiendas</FooterHeading>
            {settings.oficinas.map((oficina) => (
              <div key={oficina.nombre} className={classes.footerItem}>
                <IconMapPin size={18} aria-hidden="true" className={classes.footerIcon} />
                <div>
                  <p className={classes.footerOffice}>{oficina.nombre}</p>
                  <p className={classes.footerText}>
                    {oficina.direccion}
                    <br />
                    {oficina.distrito}
                  </p>
                  {oficina.mapaUrl && (
                    <a
                      href={oficina.mapaUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`${classes.footerLink} ${classes.footerMapLink}`}
                      aria-label={`Ver en el mapa: ${oficina.nombre}`}
                    >
                      Ver en el mapa
                    </a>
                  )}
                </div>
              </div>
            ))}
          </div>

          <div className={classes.footerColumn}>
            <FooterHeading>Horario de atención</FooterHeading>
            <dl className={classes.hours}>
              {settings.horarios.map((horario) => (
                <div key={horario.dias} className={classes.hoursRow}>
                  <dt>{horario.dias}</dt>
                  <dd>{horario.horas}</dd>
                </div>
              ))}
            </dl>
          </div>

          <div className={classes.footerColumn}>
            <FooterHeading>Contacto</FooterHeading>
            <a href={telHref(settings.telefono)} className={`${classes.footerLink} ${classes.footerItem}`}>
              <IconPhone size={18} aria-hidden="true" className={classes.footerIcon} />
              {settings.telefono}
            </a>
            <a href={`mailto:${settings.correo}`} className={`${classes.footerLink} ${classes.footerItem}`}>
              <IconMail size={18} aria-hidden="true" className={classes.footerIcon} />
              {settings.correo}
            </a>
            <div className={classes.footerItem}>
              <IconCreditCard size={18} aria-hidden="true" className={classes.footerIcon} />
              <p className={classes.footerText}>
                Contamos con financiamiento vehicular: consulta por tu crédito.
              </p>
            </div>
            <PaymentLogos />
          </div>
        </div>

        <hr className={classes.footerDivider} />

        <ComplaintsBookNotice tone="dark" />

        <hr className={classes.footerDivider} />

        <div className={classes.footerBottom}>
          <p className={classes.footerText}>
            {copyrightLine(settings.razonSocial)} · RUC {settings.ruc}
          </p>
          <LegalLinks />
        </div>
      </div>
    </footer>
  );
}
