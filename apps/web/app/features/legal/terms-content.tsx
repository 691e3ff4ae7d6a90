import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { Link } from 'react-router';
import { CompanyIdentity } from './company';
import type { LegalDocument } from './legal-document';

/** The terms of use of the site and of the dealership's offers. */
export function termsAndConditions(settings: SiteSettings): LegalDocument {
  const { razonSocial, nombreEmpresa, correo, telefono } = settings;
  const mail = <a href={`mailto:${correo}`}>{correo}</a>;
  return {
    title: 'Términos y Condiciones',
    updated: '2026-11-24',
    intro: (
      <p>
        Estos términos regulan el uso de este sitio web y la información que publicamos sobre nuestros
        vehículos. Al navegar por el sitio o enviarnos un formulario aceptas estos términos; léelos con calma
        y escríbenos si tienes dudas.
      </p>
    ),
    sections: [
      {
        id: 'quienes-somos',
        title: 'Quiénes somos',
        body: (
          <>
            <p>
              Este sitio pertenece a {razonSocial}, que opera con el nombre comercial {nombreEmpresa} y se
              dedica a la compra y venta de vehículos usados, seminuevos y nuevos:
            </p>
            <CompanyIdentity settings={settings} />
          </>
        ),
      },
      {
        id: 'uso-del-sitio',
        title: 'Uso del sitio',
        body: (
          <>
            <p>
              Puedes usar el sitio para conocer nuestro inventario, pedir información y ofrecernos tu auto. Te
              comprometes a:
            </p>
            <ul>
              <li>Dar datos verdaderos y propios en los formularios.</li>
              <li>No usar el sitio para fines ilícitos ni enviar contenido ofensivo o engañoso.</li>
              <li>
                No intentar acceder a zonas restringidas, alterar el funcionamiento del sitio ni extraer su
                contenido de forma automatizada o masiva.
              </li>
            </ul>
            <p>
              Los textos, fotos, logotipos y el diseño del sitio son de {razonSocial} o de sus licenciantes;
              no puedes copiarlos para fines comerciales sin nuestra autorización.
            </p>
          </>
        ),
      },
      {
        id: 'precios-y-disponibilidad',
        title: 'Precios y disponibilidad',
        subsections: [
          {
            id: 'precios',
            title: 'Precios',
            body: (
              <>
                <p>
                  Los precios se publican en dólares estadounidenses e incluyen el IGV, salvo que se indique
                  otra cosa. El precio en soles es referencial: se calcula con el tipo de cambio que
                  publicamos y el pago en soles se liquida con el tipo de cambio del día del pago.
                </p>
                <p>
                  No incluyen los gastos de transferencia (notaría y registros), el SOAT ni otros seguros,
                  salvo que la ficha del vehículo lo diga. Un precio con un error evidente no nos obliga; te
                  avisaremos antes de cualquier compromiso.
                </p>
              </>
            ),
          },
          {
            id: 'disponibilidad',
            title: 'Disponibilidad',
            body: (
              <p>
                Actualizamos el inventario con frecuencia, pero un vehículo publicado puede haberse vendido o
                separado poco antes. La disponibilidad se confirma con un asesor, y un vehículo solo queda
                reservado para ti cuando firmamos la separación o el contrato.
              </p>
            ),
          },
        ],
      },
      {
        id: 'fotos-y-descripciones',
        title: 'Fotos y descripciones',
        body: (
          <p>
            Las fotos son del vehículo publicado, pero son referenciales: los colores pueden variar según la
            pantalla y pueden no mostrar detalles menores de uso. El kilometraje, el año y el equipamiento se
            publican según la documentación y la revisión del vehículo. Te invitamos a verlo en persona, pedir
            una prueba de manejo y revisarlo con un mecánico de tu confianza antes de comprar; lo que rige es
            lo que consta en el contrato.
          </p>
        ),
      },
      {
        id: 'financiamiento',
        title: 'Financiamiento',
        body: (
          <p>
            Las cuotas que te indiquemos son referenciales. El financiamiento lo otorga una entidad
            financiera, que evalúa tu solicitud y decide su aprobación, la tasa, la cuota inicial y los plazos
            según sus propias condiciones; {nombreEmpresa} te ayuda a tramitarlo pero no lo otorga ni lo
            garantiza. Para tramitarlo compartimos con esa entidad los datos que nos autorices, como explica
            nuestra <Link to="/politicas-de-privacidad#destinatarios">Política de Privacidad</Link>.
          </p>
        ),
      },
      {
        id: 'vende-tu-auto',
        title: 'Ofertas por tu auto',
        body: (
          <>
            <p>
              Cuando nos ofreces tu auto, el monto que te indicamos a partir de los datos y fotos que envías
              es una estimación y no una oferta firme. La oferta final depende de la inspección física del
              vehículo, de su situación legal (que no tenga cargas, gravámenes, papeletas ni orden de captura)
              y de las condiciones del mercado, y tiene la vigencia que te indiquemos por escrito.
            </p>
            <p>
              Debes ser el propietario del vehículo o contar con poder suficiente. Ninguna de las partes está
              obligada hasta que firmemos el contrato de compraventa.
            </p>
          </>
        ),
      },
      {
        id: 'datos-personales',
        title: 'Datos personales',
        body: (
          <p>
            Tratamos los datos que nos das según nuestra{' '}
            <Link to="/politicas-de-privacidad">Política de Privacidad</Link>, conforme a la Ley N.° 29733 y
            su reglamento.
          </p>
        ),
      },
      {
        id: 'responsabilidad',
        title: 'Responsabilidad',
        body: (
          <p>
            Procuramos que el sitio funcione sin interrupciones y que la información sea exacta, pero no
            respondemos por fallas de conexión ajenas a nosotros ni por el contenido de los sitios de terceros
            a los que enlazamos (redes sociales, mapas, entidades financieras). Nada de esto limita los
            derechos que te reconoce el Código de Protección y Defensa del Consumidor.
          </p>
        ),
      },
      {
        id: 'reclamos',
        title: 'Reclamos y consultas',
        body: (
          <p>
            Puedes escribirnos a {mail}, llamarnos al {telefono} o registrar un reclamo o queja en nuestro{' '}
            <Link to="/reclamos">Libro de Reclamaciones</Link>.
          </p>
        ),
      },
      {
        id: 'ley-aplicable',
        title: 'Cambios y ley aplicable',
        body: (
          <p>
            Podemos actualizar estos términos; la versión vigente es la publicada en esta página con su fecha
            de actualización. Estos términos se rigen por las leyes del Perú.
          </p>
        ),
      },
    ],
  };
}
