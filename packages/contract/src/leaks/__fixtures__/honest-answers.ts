// Honest answers of Latin-American businesses that the leak detectors must leave alone: case and
// order numbers, NIT/CC/RUT/RFC/CPF documents, prices in several currencies, dates and times, the
// tenant's own URLs, e-mails, addresses, Spanish with accents, and English. Many sit close to a
// detector on purpose ("Error: …" in prose, times with seconds, "Contraseña: enviada…", a plan
// called "Basic", "token de pago", a product code with "sk-"). Add a sentence here with every new
// detector or pattern.

/** Model-facing texts, one answer each. */
export const HONEST_TEXTS: readonly string[] = [
  // Colombia: customers, cases, orders, prices.
  'Ana Restrepo (CC 1.032.456.789), cliente activo. Su caso CASO-2026-00123 está en proceso y lo atiende la sede El Poblado.',
  'El radicado RAD-2026-000101 quedó abierto el martes 25 de agosto a las 10:10 a. m.; el tiempo de respuesta es de 24 horas.',
  'Pedido PED-2026-00123: 2 × Taladro percutor 650 W a $189.900 c/u, total $379.800 COP (IVA incluido). Llega el miércoles 3 de septiembre entre 8:00 y 12:00.',
  'Factura FE-2026-004512 del 03/09/2026 por $1.245.000; vence el 30/09/2026. Puede pagarla en https://ferreteria-el-tornillo.com.co/pagos?factura=FE-2026-004512&utm_source=whatsapp.',
  'Ferretería El Tornillo S.A.S., NIT 900.123.456-7, Calle 13 # 68-90, Bogotá D.C. Horario: lunes a viernes de 7:00 a 18:00 y sábados de 8:00 a 13:00.',
  'Su cita de instalación es el jueves 3 de septiembre de 2026 a las 09:00:00 (2026-09-03T09:00:00-05:00) en la Carrera 7 No. 80-15, oficina 302.',
  'La guía Servientrega 2026093012345 salió de Medellín a las 14:35:20 y llega mañana antes de las 6 p. m.',
  'El saldo pendiente es de 389.700 pesos; puede pagar por PSE o en corresponsales bancarios con la referencia 7702004003508.',
  'Error: el documento no es válido. Escríbalo sin puntos ni espacios, por ejemplo 1032456789.',
  'Ocurrió un error al consultar la disponibilidad; intente de nuevo en unos minutos o le paso con un asesor.',
  'Contraseña: la misma que registró en el portal. Si no la recuerda, use «Olvidé mi contraseña».',
  'Su contraseña fue restablecida; revise su correo ana.restrepo@correo.co y siga el enlace.',
  'Clave de acceso: enviada por SMS al +57 300 123 4567.',
  'Token de pago: TKN-2026-0001. Preséntelo en caja para reclamar el pedido.',
  'El plan Básico cuesta $49.900 al mes y el plan Basic Internet 300 Mbps $89.900; ambos incluyen instalación.',
  'Referencia sk-martillo-carpintero-16oz-acero: disponible en la sede Chapinero, 12 unidades.',
  'SKU TAL-650W-BOS · EAN 7702004003508 · garantía 12 meses · Ref. INST-2026-0042.',
  'Agendamos la visita técnica: código de cita CITA-1001, técnico Jorge Salazar, placa ABC-123.',
  'El módem quedó en línea a las 10:30:15; la señal es de -45 dBm, dentro del rango normal.',
  'Versión 2.3.1 de la app disponible; actualícela desde la tienda para ver sus facturas.',
  'Para soporte escriba a soporte@eltornillo.co o llame al (601) 333 4455 ext. 102.',
  'Su PQR PQR-2026-004512 fue respondida el 2026-09-01 a las 16:45; la respuesta está en su correo.',
  'La tarjeta terminada en 4321 fue bloqueada; la nueva llega en 5 días hábiles.',
  'Cuenta de ahorros n.º ****6789 · titular: Ana Restrepo.',
  // Mexico, Peru, Chile, Argentina, Brazil.
  'RFC GODE561231GR8 · CURP GODE561231HDFRRN09 · Pedido MX-2026-7788 por MXN $1,250.00, entrega en CDMX el 4/9/2026.',
  'RUC 20123456789 · Boleta B001-00012345 por S/ 120.00; recójala en Av. Larco 345, Miraflores, Lima.',
  'RUT 76.123.456-K · Despacho a Providencia, Santiago, el martes 8 de septiembre; total $45.990 CLP.',
  'DNI 12.345.678 · Su turno es el 12/09 a las 15:30 hs en la sucursal Palermo, CABA.',
  'CPF 123.456.789-09 · Pedido BR-2026-5566 de R$ 1.234,56 será entregue em São Paulo na quarta-feira.',
  // English answers.
  "Hi Ana, your order ORD-2026-00123 for $189.90 will arrive on Wednesday, September 3 at 10:30 a.m. at 45 Main St. We'll call you when it's on its way.",
  "Case CASE-2026-00123 is still open; it's covered by the warranty, so there's nothing to pay. Don't worry about the error message on the app.",
  'Error: the document number is not valid. Please type it without dots or spaces.',
  'The card bearer must show an ID at pickup. The Basic plan costs $10 a month.',
  'Your password was reset; check your email for the link. The new password policy requires 12 characters.',
  'Meet us at Sede Norte at 9:00; the technician will be there at 9:15:30 at the latest.',
  'Visit https://hardware-store.com/orders/ORD-2026-00123?ref=chat#tracking to follow your order.',
  'Table saw (model TS-10) and column drill are in stock: 3 and 5 units.',
  'Select the date you prefer from the options below: Monday, Tuesday or Friday.',
  'Please update your address: the key to a fast delivery is a complete address.',
  // Shapes close to a detector.
  'Horario de atención: 8:00-17:00. Dirección: Cra. 43A # 1 Sur-100, Medellín.',
  'Valor: $12.500 · Descuento: 10 % · Total: $11.250.',
  'Los archivos factura_2026_09.pdf y soporte_pago.png quedaron adjuntos al caso.',
  'Estado: «en proceso». Prioridad: alta. Asignado a: equipo de instalaciones.',
  'El técnico llega entre las 14:00:00 y las 16:00:00 (hora de Bogotá).',
  'Su número de seguimiento es 1Z999AA10123456784 (UPS).',
  'Pagos vía Mercado Pago: link de pago https://mpago.la/2Xy7Kq enviado a su WhatsApp.',
  'Contraseña actualizada correctamente.',
  'Usuario: ana.restrepo · Estado de la cuenta: activa.',
  'Ruta: Bogotá → Medellín → Cali. Tiempo estimado: 2 días.',
  'La API de pagos está disponible: confirme el pago en la app.',
  'Consulta realizada: SELECCIONE una fecha del calendario.',
  'Nota interna: ninguna. Observaciones: cliente prefiere llamada en la tarde.',
  '¡Listo! Actualicé su correo y su teléfono. ¿Algo más en lo que le pueda ayudar?',
];
