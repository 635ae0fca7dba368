import { faq, h, list, p, type CmsTexts } from './types';

export const es: CmsTexts = {
  delivery: {
    title: 'Envíos y devoluciones',
    metaDescription:
      'Plazos, precios y modos de envío de {{shop}}, y cómo devolvernos un artículo.',
    blocks: [
      h('Nuestros modos de envío'),
      p(
        'Todo pedido realizado antes de las 14:00 de un día laborable se prepara el mismo día en nuestro almacén. Recibirás un correo con el enlace de seguimiento en cuanto el paquete salga.',
      ),
      list(
        'Punto de recogida: {{relayDays}}, desde {{relayPrice}}',
        'Entrega a domicilio: {{homeDays}}, desde {{homePrice}}',
        'Envío exprés: al día siguiente antes de las 13:00 si pides antes de las 12:00, desde {{expressPrice}}',
      ),
      p(
        'El envío es gratuito a punto de recogida y a domicilio a partir de {{amount}} € de compra. Enviamos a {{country}} y a la mayoría de los países de la Unión Europea.',
      ),
      h('Devolver un artículo'),
      p(
        'Tienes 14 días desde la recepción para devolvernos un artículo que no te convenza. Crea la devolución desde «Mis pedidos» en tu cuenta, imprime la etiqueta y deja el paquete en el punto de recogida que prefieras.',
      ),
    ],
  },
  returns: {
    title: 'Condiciones de devolución',
    metaDescription:
      'Satisfecho o reembolsado en 14 días: las condiciones de devolución y reembolso de {{shop}}.',
    blocks: [
      p(
        'Satisfecho o reembolsado: tienes 14 días desde la recepción de tu pedido para cambiar de opinión, sin dar explicaciones.',
      ),
      h('Artículos aceptados'),
      list(
        'Artículos sin usar, sin lavar y con sus etiquetas originales',
        'Calzado devuelto en su caja, protegida a su vez por otra caja de cartón',
        'Por motivos de higiene no se aceptan ropa interior, bañadores ni artículos personalizados',
      ),
      h('Reembolso'),
      p(
        'En cuanto nuestro equipo revisa tu devolución, en un plazo de 5 días laborables tras recibirla, te reembolsamos en el medio de pago utilizado. Los gastos de envío iniciales se reembolsan si devuelves el pedido completo.',
      ),
      p(
        '¿Alguna duda sobre una devolución? Escríbenos a {{email}}; respondemos en menos de 24 horas laborables.',
      ),
    ],
  },
  terms: {
    title: 'Condiciones generales de venta',
    metaDescription:
      'Las condiciones generales de venta aplicables a los pedidos realizados en {{shop}}.',
    blocks: [
      h('Artículo 1 – Objeto'),
      p(
        'Estas condiciones regulan las ventas realizadas en {{shop}} entre Maison Rue SAS y cualquier persona que realice un pedido. Realizar un pedido implica su aceptación sin reservas.',
      ),
      h('Artículo 2 – Precios'),
      p(
        'Los precios se indican en euros, impuestos incluidos, sin gastos de envío. Se aplica el precio mostrado al validar el pedido. Las promociones son válidas hasta agotar existencias.',
      ),
      h('Artículo 3 – Pago'),
      p(
        'Puedes pagar con tarjeta, PayPal o cheque regalo. El pedido se confirma en cuanto se acepta el pago y te enviamos un correo con el resumen.',
      ),
      h('Artículo 4 – Derecho de desistimiento'),
      p(
        'Dispones de 14 días naturales desde la recepción para ejercer tu derecho de desistimiento, en las condiciones descritas en la página «Condiciones de devolución».',
      ),
    ],
  },
  faq: {
    title: 'Preguntas frecuentes',
    metaDescription:
      'Pedidos, envíos, devoluciones y pago: las respuestas a las preguntas más habituales en {{shop}}.',
    blocks: [
      p(
        'Aquí encontrarás las respuestas a las preguntas que más nos hacen. Si no encuentras la tuya, nuestro servicio de atención al cliente te responde en {{email}}.',
      ),
      faq(
        'Pedidos y envíos',
        [
          '¿Cómo sigo mi pedido?',
          'Cuando sale el paquete recibes un correo con un enlace de seguimiento. También lo tienes en «Mis pedidos» de tu cuenta.',
        ],
        [
          '¿Puedo modificar mi pedido?',
          'Mientras no esté preparado, escríbenos cuanto antes: podemos cambiar una talla o una dirección. Si ya ha salido, tendrás que hacer una devolución.',
        ],
        [
          '¿El envío es gratuito?',
          'Sí, a punto de recogida y a domicilio a partir de {{amount}} € de compra.',
        ],
      ),
      faq(
        'Devoluciones y pago',
        [
          '¿Cuánto tiempo tengo para devolver un artículo?',
          '14 días desde la recepción, para cualquier artículo sin usar y con sus etiquetas.',
        ],
        [
          '¿Cuándo recibiré el reembolso?',
          'En un plazo de 5 días laborables tras recibir tu devolución, en el medio de pago original.',
        ],
        [
          '¿Es seguro el pago?',
          'Sí: los pagos están cifrados y validados con 3-D Secure. Nunca guardamos los datos de tu tarjeta.',
        ],
      ),
    ],
  },
  jobs: {
    title: 'Empleo',
    metaDescription:
      'Únete al equipo de {{shop}}: nuestros oficios, ofertas y cómo presentar tu candidatura.',
    blocks: [
      p(
        'Maison Rue es un equipo de un centenar de personas entre nuestra sede de París y nuestro almacén de Lille, con un mismo objetivo: acercar la moda urbana a todo el mundo.',
      ),
      h('Ofertas actuales'),
      list(
        'Comprador/a textil de hombre – indefinido, París',
        'Desarrollador/a front-end – indefinido, París o teletrabajo',
        'Preparadores/as de pedidos – temporada, Lille',
        'Agente de atención al cliente con español y francés – indefinido, Lille',
      ),
      p(
        'Envía tu CV y unas líneas sobre tu motivación a jobs@maisonrue.com. Respondemos a todas las candidaturas.',
      ),
    ],
  },
  promoCode: {
    title: 'Código promocional',
    metaDescription: 'Cómo usar un código promocional en {{shop}} y qué condiciones se aplican.',
    blocks: [
      p(
        '¿Has recibido un código por correo, en nuestras redes o de un colaborador? Introdúcelo en tu cesta, en el campo «Código promocional», y valida: el descuento aparece al instante.',
      ),
      h('Conviene saber'),
      list(
        'Un solo código por pedido',
        'Los códigos no se aplican a artículos del outlet ni a las ventas flash, salvo que se indique lo contrario',
        'Cada código tiene fecha de caducidad y, a veces, un importe mínimo de compra',
      ),
      p(
        '¿Tu código no funciona? Revisa las mayúsculas y la fecha de validez y escríbenos a {{email}}.',
      ),
    ],
  },
  legal: {
    title: 'Aviso legal',
    metaDescription: 'Titular, alojamiento y propiedad intelectual del sitio {{shop}}.',
    blocks: [
      h('Titular del sitio'),
      p(
        'El sitio {{shop}} pertenece a Maison Rue SAS, con un capital de 250 000 €, inscrita en el Registro Mercantil de París y con domicilio en 18 rue des Filles-du-Calvaire, 75003 París (Francia).',
      ),
      h('Alojamiento'),
      p(
        'El sitio está alojado en la Unión Europea por un proveedor de infraestructura con centros de datos en Francia y Alemania.',
      ),
      h('Propiedad intelectual'),
      p(
        'Los textos, fotografías, logotipos e ilustraciones de este sitio están protegidos por derechos de autor. Queda prohibida su reproducción sin autorización escrita de Maison Rue SAS.',
      ),
    ],
  },
};
