import { PRIVACY_POLICY_VERSION } from '@motorplaza/domain/legal/consent';
import { OFFER_LIMITS } from '@motorplaza/domain/offers/sell-offer-rules';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { Link } from 'react-router';
import { PRIVACY_SECTIONS } from '../../lib/legal-anchors';
import { CompanyIdentity } from './company';
import type { LegalDocument } from './legal-document';
import classes from './legal-page.module.css';
import { MarketingWithdrawalForm } from './marketing-withdrawal-form';

/**
 * The service providers that process personal data on our behalf (encargados). Only the photo
 * storage's country follows from the code (the S3 region us-east-1 by default); the contracted
 * vendors are recorded in docs/decisions/0026.
 */
const PROCESSORS = [
  {
    service: 'Alojamiento del sitio web y de la base de datos (hosting)',
    data: 'Todos los datos de los bancos descritos en esta política.',
    country: 'Perú o Estados Unidos de América, según el centro de datos contratado',
  },
  {
    service: 'Almacenamiento de archivos (fotos de vehículos y documentos)',
    data: 'Fotos y documentos que nos entregas, por ejemplo al vender tu auto.',
    country: 'Estados Unidos de América',
  },
  {
    service: 'Envío de correo electrónico',
    data: 'Nombre, correo electrónico y el contenido del mensaje que te enviamos.',
    country: 'Estados Unidos de América',
  },
] as const;

/** The privacy policy under Ley N.° 29733 and its reglamento, D.S. N.° 016-2024-JUS. */
export function privacyPolicy(settings: SiteSettings): LegalDocument {
  const { razonSocial, nombreEmpresa, correo, telefono } = settings;
  const mail = <a href={`mailto:${correo}`}>{correo}</a>;
  return {
    title: 'Política de Privacidad',
    // The version every consent record names (packages/domain legal/consent.ts, decision 0029).
    updated: PRIVACY_POLICY_VERSION,
    intro: (
      <p>
        En {nombreEmpresa} cuidamos los datos personales que nos confías. Esta política explica, en lenguaje
        sencillo, quién trata tus datos, para qué, con quién los compartimos, cuánto tiempo los guardamos y
        cómo puedes ejercer tus derechos, conforme a la Ley N.° 29733, Ley de Protección de Datos Personales,
        y su reglamento aprobado por el Decreto Supremo N.° 016-2024-JUS.
      </p>
    ),
    sections: [
      {
        id: 'responsable',
        title: 'Quién es responsable de tus datos',
        body: (
          <>
            <p>
              El titular de los bancos de datos personales y responsable de su tratamiento es {razonSocial},
              con los siguientes datos:
            </p>
            <CompanyIdentity settings={settings} />
          </>
        ),
      },
      {
        id: 'bancos-de-datos',
        title: 'Qué datos tratamos y en qué bancos de datos',
        body: (
          <>
            <p>
              Guardamos tus datos en bancos de datos separados según la relación que tienes con nosotros. Cada
              uno se inscribe en el Registro Nacional de Protección de Datos Personales de la Autoridad
              Nacional de Protección de Datos Personales.
            </p>
            <p>
              Cuando nos das tu consentimiento en un formulario guardamos una constancia: qué casillas
              marcaste y su texto, la versión de esta política, la fecha y hora y la dirección IP desde la que
              lo enviaste. Así podemos demostrar qué autorizaste y respetar tu decisión.
            </p>
          </>
        ),
        subsections: [
          {
            id: 'banco-clientes',
            title: 'Clientes',
            body: (
              <p>
                Personas que nos compran un vehículo o un accesorio: nombres y apellidos, documento de
                identidad, celular, correo, dirección, el vehículo comprado, el precio, la forma de pago y los
                documentos de la compraventa y de la transferencia vehicular.
              </p>
            ),
          },
          {
            id: PRIVACY_SECTIONS.interestedBuyers,
            title: 'Interesados en comprar',
            body: (
              <>
                <p>
                  Personas que nos escriben desde el formulario «Estoy interesado» de un vehículo, por
                  WhatsApp, por teléfono o en tienda: nombre completo, DNI, celular, correo, el vehículo que
                  te interesa, la fecha preferida de visita y tu comentario.
                </p>
                <p>
                  Al marcar la casilla de la política de privacidad nos autorizas a usar estos datos para
                  atender esa solicitud: contactarte, coordinar la visita o la prueba de manejo, responder por
                  el vehículo y, si lo pides, evaluar el financiamiento. Ofertas y novedades solo te enviamos
                  si marcas además la casilla separada de publicidad (ver{' '}
                  <a href="#finalidades-adicionales">finalidades adicionales</a>).
                </p>
              </>
            ),
          },
          {
            id: PRIVACY_SECTIONS.sellers,
            title: 'Personas que nos ofrecen su auto',
            body: (
              <>
                <p>
                  Quienes usan «Vende tu auto» o nos ofrecen su vehículo: nombre completo, DNI, celular,
                  correo, los datos y fotos del vehículo (placa, marca, modelo, año, kilometraje, su estado) y
                  la cita de inspección y, si la venta avanza, los documentos de propiedad y de identidad
                  necesarios para la compraventa.
                </p>
                <p>
                  Al marcar la casilla de la política de privacidad nos autorizas a usar estos datos para
                  evaluar tu auto, coordinar la inspección y hacerte una oferta. La casilla de publicidad es
                  aparte y opcional.
                </p>
              </>
            ),
          },
          {
            id: PRIVACY_SECTIONS.alerts,
            title: 'Alertas del catálogo',
            body: (
              <p>
                Quienes piden «Avísame cuando llegue»: el correo y la búsqueda del catálogo. Solo la usamos
                para avisarte, a lo más una vez al día, de autos nuevos o rebajados de esa búsqueda, desde que
                confirmas con el enlace del correo. Sin confirmar, la alerta se borra a los 7 días; cada
                correo trae el enlace para ver, eliminar o dar de baja tus alertas, que se borran al
                eliminarlas.
              </p>
            ),
          },
          {
            id: PRIVACY_SECTIONS.complainants,
            title: 'Reclamos y quejas',
            body: (
              <p>
                Quienes registran una hoja en el Libro de Reclamaciones: nombre, documento de identidad,
                domicilio, teléfono, correo, el detalle del reclamo o queja y nuestra respuesta. Si eres menor
                de edad, también los datos de tu padre, madre o apoderado.
              </p>
            ),
          },
          {
            id: 'banco-personal',
            title: 'Personal',
            body: (
              <p>
                Nuestros trabajadores y asesores: datos de identificación y contacto, el usuario con el que
                entran al sistema y el registro de las operaciones que hacen en él.
              </p>
            ),
          },
        ],
      },
      {
        id: 'finalidades',
        title: 'Para qué usamos tus datos',
        subsections: [
          {
            id: 'finalidades-necesarias',
            title: 'Finalidades necesarias',
            body: (
              <>
                <p>Sin estas finalidades no podemos atenderte; no requieren un consentimiento adicional:</p>
                <ul>
                  <li>
                    Atender tu solicitud de información, visita, prueba de manejo o cotización de un vehículo.
                  </li>
                  <li>
                    Evaluar y tramitar el financiamiento que nos pidas ante la entidad financiera que elijas.
                  </li>
                  <li>Evaluar, tasar y, en su caso, comprar el vehículo que nos ofreces.</li>
                  <li>
                    Celebrar y cumplir la compraventa: contrato, comprobante de pago, transferencia ante
                    notaría y registros, entrega y garantía.
                  </li>
                  <li>Atender y responder tus reclamos y quejas.</li>
                  <li>
                    Cumplir obligaciones legales, tributarias y contables, y atender requerimientos de
                    autoridades.
                  </li>
                  <li>Gestionar la relación laboral con nuestro personal y la seguridad del sistema.</li>
                </ul>
              </>
            ),
          },
          {
            id: PRIVACY_SECTIONS.marketing,
            title: 'Finalidades adicionales (opcionales)',
            body: (
              <>
                <p>
                  Solo si lo autorizas marcando la casilla de publicidad, que es distinta y no obligatoria:
                </p>
                <ul>
                  <li>
                    Enviarte ofertas, novedades de nuestro inventario y promociones por correo o WhatsApp.
                  </li>
                </ul>
                <p>
                  Puedes retirar esta autorización cuando quieras, tan fácil como la diste: con el enlace
                  «Dejar de recibir publicidad» que va al pie de cada correo publicitario, con el{' '}
                  <a href={`#${PRIVACY_SECTIONS.marketingWithdrawal}`}>formulario de baja</a> de esta página o
                  escribiendo a {mail}. Es gratis, tiene efecto de inmediato y no afecta la atención de tus
                  solicitudes.
                </p>
              </>
            ),
          },
        ],
      },
      {
        id: 'datos-obligatorios',
        title: 'Qué datos son obligatorios y qué pasa si no los das',
        body: (
          <>
            <p>
              En los formularios marcamos los campos obligatorios. En el formulario de interés son
              obligatorios el nombre, el DNI, el celular, el correo y la aceptación de esta política; la fecha
              de visita, el comentario y la autorización de publicidad son opcionales.
            </p>
            <p>
              Si no nos das un dato obligatorio no podremos atender esa solicitud por ese medio: puedes
              llamarnos al {telefono} o visitarnos en tienda. Si no autorizas la publicidad, solo dejarás de
              recibir ofertas; te atendemos igual.
            </p>
            <p>
              Para dejar de recibir publicidad basta tu correo; el DNI es opcional y solo nos ayuda a ubicar
              tus datos.
            </p>
          </>
        ),
      },
      {
        id: 'destinatarios',
        title: 'Con quién compartimos tus datos',
        body: (
          <>
            <p>No vendemos ni alquilamos tus datos. Solo los comunicamos a:</p>
            <ul>
              <li>
                La entidad financiera o aseguradora que elijas, cuando nos pides tramitar un financiamiento o
                un seguro.
              </li>
              <li>
                La notaría y la Superintendencia Nacional de los Registros Públicos (SUNARP), para la
                transferencia del vehículo.
              </li>
              <li>
                La Superintendencia Nacional de Aduanas y de Administración Tributaria (SUNAT), el Indecopi y
                otras autoridades, cuando la ley lo exige.
              </li>
            </ul>
            <p>
              Además, estos proveedores tratan datos por encargo nuestro, solo para prestarnos su servicio y
              bajo contrato que les obliga a protegerlos:
            </p>
            <div className={classes.tableWrap}>
              <table className={classes.table}>
                <thead>
                  <tr>
                    <th scope="col">Servicio</th>
                    <th scope="col">Datos</th>
                    <th scope="col">País</th>
                  </tr>
                </thead>
                <tbody>
                  {PROCESSORS.map((processor) => (
                    <tr key={processor.service}>
                      <td>{processor.service}</td>
                      <td>{processor.data}</td>
                      <td>{processor.country}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ),
      },
      {
        id: 'transferencias-internacionales',
        title: 'Transferencias fuera del Perú',
        body: (
          <p>
            Cuando un proveedor de la tabla anterior guarda datos fuera del Perú hay un flujo transfronterizo
            de datos personales hacia el país indicado. Solo lo hacemos con proveedores que ofrecen un nivel
            de protección adecuado o garantías contractuales suficientes, y lo comunicamos a la Autoridad
            Nacional de Protección de Datos Personales conforme al reglamento.
          </p>
        ),
      },
      {
        id: 'conservacion',
        title: 'Cuánto tiempo guardamos tus datos',
        body: (
          <ul>
            <li>
              Interesados y personas que nos ofrecen su auto: hasta dos años desde el último contacto, salvo
              que se conviertan en clientes.
            </li>
            <li>
              Fotos de los autos ofrecidos en «Vende tu auto»: si descartamos la oferta o la cancelas,
              borramos sus fotos {OFFER_LIMITS.discardedPhotoDays} días después; si no confirmas la oferta con
              el enlace del correo dentro de los {OFFER_LIMITS.holdMinutes} minutos que guardamos tu horario,
              borramos sus fotos{' '}
              {OFFER_LIMITS.unconfirmedPhotoDays === 1
                ? 'un día'
                : `${OFFER_LIMITS.unconfirmedPhotoDays} días`}{' '}
              después.
            </li>
            <li>
              Clientes: mientras dure la relación y, después, el plazo que exigen las normas tributarias y
              contables y el de prescripción de las acciones legales.
            </li>
            <li>Reclamos y quejas: al menos dos años desde la fecha del reclamo.</li>
            <li>
              Publicidad: hasta que retires tu autorización. Guardamos la constancia de tu baja para no volver
              a enviarte publicidad mientras no nos autorices de nuevo.
            </li>
            <li>
              Constancias de consentimiento: mientras conservemos los datos a los que se refieren y, después,
              el tiempo necesario para demostrar ante la autoridad que los tratamos con tu autorización.
            </li>
            <li>Personal: durante la relación laboral y los plazos legales posteriores.</li>
          </ul>
        ),
      },
      {
        id: 'derechos',
        title: 'Tus derechos',
        body: (
          <>
            <p>Como titular de tus datos puedes pedir en cualquier momento:</p>
            <ul>
              <li>
                <strong>Información y acceso</strong>: saber qué datos tuyos tenemos, de dónde salieron, para
                qué los usamos y a quién los comunicamos.
              </li>
              <li>
                <strong>Rectificación</strong>: que corrijamos o actualicemos un dato inexacto o incompleto.
              </li>
              <li>
                <strong>Cancelación</strong>: que suprimamos tus datos cuando ya no sean necesarios o retires
                tu consentimiento, salvo los que la ley nos obliga a conservar.
              </li>
              <li>
                <strong>Oposición</strong>: que dejemos de usar tus datos para una finalidad, como la
                publicidad (<a href={`#${PRIVACY_SECTIONS.marketingWithdrawal}`}>formulario de baja</a>).
              </li>
              <li>
                <strong>Portabilidad</strong>: recibir tus datos en un formato estructurado y de uso común, o
                que los enviemos a otro responsable.
              </li>
              <li>
                <strong>Revocación</strong> del consentimiento que nos diste, sin efectos hacia atrás.
              </li>
            </ul>
          </>
        ),
        subsections: [
          {
            id: 'como-ejercer-derechos',
            title: 'Cómo ejercerlos',
            body: (
              <>
                <p>
                  Es gratuito. Escríbenos a {mail} con el asunto «Protección de datos» o acércate a cualquiera
                  de nuestras tiendas. Indica tu nombre, el derecho que ejerces y un medio para responderte, y
                  adjunta una copia de tu documento de identidad (o el poder de tu representante) para que
                  sepamos que eres tú. Te responderemos dentro de los plazos que fija el reglamento.
                </p>
                <p>
                  Si no estás conforme con la respuesta, puedes presentar una reclamación ante la Autoridad
                  Nacional de Protección de Datos Personales del Ministerio de Justicia y Derechos Humanos.
                </p>
              </>
            ),
          },
          {
            id: PRIVACY_SECTIONS.marketingWithdrawal,
            title: 'Dejar de recibir publicidad',
            body: (
              <>
                <p>
                  Escribe el correo en el que recibes nuestra publicidad. Desde ese momento dejamos de
                  enviártela: desactivamos la autorización en todas tus solicitudes con ese correo y nuestro
                  equipo confirma la baja también fuera del sistema. No necesitas iniciar sesión ni explicar
                  el motivo. Cada correo publicitario trae además un enlace para darte de baja con un clic.
                </p>
                <MarketingWithdrawalForm />
              </>
            ),
          },
        ],
      },
      {
        id: 'seguridad',
        title: 'Cómo protegemos tus datos',
        body: (
          <ul>
            <li>El sitio usa conexión cifrada (HTTPS) y solo el personal autorizado entra al sistema.</li>
            <li>
              Cada persona ve solo lo que su puesto necesita: los permisos se asignan por rol y se revisan en
              cada operación.
            </li>
            <li>
              Las contraseñas se guardan cifradas con un algoritmo de derivación de claves, nunca en texto.
            </li>
            <li>Registramos quién crea, modifica o elimina información, y cuándo.</li>
            <li>
              Hacemos copias de respaldo y limitamos el número de intentos en los formularios y el ingreso.
            </li>
          </ul>
        ),
      },
      {
        id: 'cookies',
        title: 'Cookies',
        body: (
          <p>
            Si solo visitas el sitio no usamos cookies de publicidad ni de analítica de terceros. Las únicas
            cookies son técnicas y se crean cuando el personal inicia sesión, para mantener esa sesión abierta
            y protegida; sin ellas no se puede entrar a la administración. Puedes borrarlas desde tu
            navegador.
          </p>
        ),
      },
      {
        id: 'menores',
        title: 'Menores de edad',
        body: (
          <p>
            Nuestros servicios están dirigidos a personas mayores de edad. No recogemos a sabiendas datos de
            menores de 18 años sin el consentimiento de su padre, madre o tutor; si detectamos que lo hicimos,
            los eliminamos. Los menores pueden registrar un reclamo con los datos de su representante.
          </p>
        ),
      },
      {
        id: 'cambios',
        title: 'Cambios a esta política',
        body: (
          <p>
            Si cambiamos esta política publicaremos la nueva versión en esta página con su fecha de
            actualización. Si el cambio afecta una finalidad para la que nos diste tu consentimiento, te lo
            pediremos de nuevo. Consulta también nuestros{' '}
            <Link to="/terminos-y-condiciones">Términos y Condiciones</Link>.
          </p>
        ),
      },
    ],
  };
}
