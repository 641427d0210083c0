// The reference server's own answers in English, verbatim (captured from its tools).

export const REFERENCE_ANSWERS_EN: readonly unknown[] = [
  // en · consultar_cliente · chat
  {
    content: [
      {
        type: 'text',
        text: 'Ana Restrepo, active customer. Upcoming appointments: Visita técnica de instalación (CITA-1001) on Thursday, September 3 at nine in the morning at Sede El Poblado; Asesoría de remodelación (CITA-1002) on Thursday, September 10 at three thirty in the afternoon at Sede El Poblado.',
      },
    ],
    structuredContent: {
      documento: 'CC1032456789',
      nombre: 'Ana Restrepo',
      estado: 'activo',
      al_dia: true,
      saldo_pendiente: 0,
      moneda: 'COP',
      ciudad: 'Medellín',
      citas_vigentes: [
        {
          codigo_cita: 'CITA-1001',
          servicio: 'Visita técnica de instalación',
          fecha: '2026-09-03T09:00:00-05:00',
          fecha_texto: 'Thursday, September 3 at nine in the morning',
          sede: 'Sede El Poblado',
        },
        {
          codigo_cita: 'CITA-1002',
          servicio: 'Asesoría de remodelación',
          fecha: '2026-09-10T15:30:00-05:00',
          fecha_texto: 'Thursday, September 10 at three thirty in the afternoon',
          sede: 'Sede El Poblado',
        },
      ],
    },
  },
  // en · consultar_cliente · chat
  {
    content: [
      {
        type: 'text',
        text: 'Jorge Salazar, customer in arrears with an outstanding balance of 389,700 Colombian pesos. Upcoming appointments: Visita técnica de instalación (CITA-1004) on Saturday, September 5 at eight in the morning at Sede Chapinero.',
      },
    ],
    structuredContent: {
      documento: 'CC8891234567',
      nombre: 'Jorge Salazar',
      estado: 'en_mora',
      al_dia: false,
      saldo_pendiente: 389700,
      moneda: 'COP',
      ciudad: 'Bogotá',
      citas_vigentes: [
        {
          codigo_cita: 'CITA-1004',
          servicio: 'Visita técnica de instalación',
          fecha: '2026-09-05T08:00:00-05:00',
          fecha_texto: 'Saturday, September 5 at eight in the morning',
          sede: 'Sede Chapinero',
        },
      ],
    },
  },
  // en · consultar_cliente · voice
  {
    content: [
      {
        type: 'text',
        text: 'María José Rondón, suspended customer with an outstanding balance of 1,245,000 Colombian pesos. No upcoming appointments.',
      },
    ],
    structuredContent: {
      documento: 'CE456789',
      nombre: 'María José Rondón',
      estado: 'suspendido',
      al_dia: false,
      saldo_pendiente: 1245000,
      moneda: 'COP',
      ciudad: 'Bucaramanga',
      citas_vigentes: [],
    },
  },
  // en · consultar_cliente · chat
  {
    content: [
      { type: 'text', text: 'Ferretería El Tornillo S.A.S., active customer. No upcoming appointments.' },
    ],
    structuredContent: {
      documento: 'NIT9001234567',
      nombre: 'Ferretería El Tornillo S.A.S.',
      estado: 'activo',
      al_dia: true,
      saldo_pendiente: 0,
      moneda: 'COP',
      ciudad: 'Bogotá',
      citas_vigentes: [],
    },
  },
  // en · consultar_cliente · chat
  {
    isError: true,
    content: [
      {
        type: 'text',
        text: '{"error":{"error_type":"NOT_FOUND","user_message":"I could not find a customer with that ID document. Could you confirm it?"}}',
      },
    ],
    structuredContent: {
      error: {
        error_type: 'NOT_FOUND',
        user_message: 'I could not find a customer with that ID document. Could you confirm it?',
      },
    },
  },
  // en · buscar_items · chat
  {
    content: [
      {
        type: 'text',
        text: 'Showing 1 to 1 of 1.\n- Taladro percutor 650 W: 38,900 Colombian pesos. Taladro percutor 650 W. Herramienta de uso profesional y doméstico con garantía de un año; incluye manual en español y soporte técnico en las sedes autorizadas del país.',
      },
    ],
    structuredContent: {
      items: [
        {
          nombre: 'Taladro percutor 650 W',
          categoria: 'herramientas',
          descripcion:
            'Taladro percutor 650 W. Herramienta de uso profesional y doméstico con garantía de un año; incluye manual en español y soporte técnico en las sedes autorizadas del país.',
          precio: 38900,
          moneda: 'COP',
          precio_texto: '38,900 Colombian pesos',
          disponible: true,
        },
      ],
      total: 1,
      limit: 10,
      offset: 0,
      next_offset: null,
    },
  },
  // en · buscar_items · voice
  {
    content: [
      {
        type: 'text',
        text: 'Showing 1 to 1 of 1. Pintura vinilo tipo 1 blanca galón, 15,900 Colombian pesos.',
      },
    ],
    structuredContent: {
      items: [
        {
          nombre: 'Pintura vinilo tipo 1 blanca galón',
          categoria: 'pintura',
          descripcion:
            'Pintura vinilo tipo 1 blanca galón. Producto para acabados interiores y exteriores; rinde según la superficie y el número de manos, consulte la ficha técnica antes de aplicar.',
          precio: 15900,
          moneda: 'COP',
          precio_texto: '15,900 Colombian pesos',
          disponible: true,
        },
      ],
      total: 1,
      limit: 3,
      offset: 0,
      next_offset: null,
    },
  },
  // en · buscar_items · chat
  {
    content: [{ type: 'text', text: 'I found no products for that search.' }],
    structuredContent: { items: [], total: 0, limit: 10, offset: 0, next_offset: null },
  },
  // en · consultar_estado_caso · chat
  {
    content: [
      {
        type: 'text',
        text: 'Case RAD-2026-000101 is in progress; it was opened on Tuesday, August 25 and its response time is 24 hours.',
      },
    ],
    structuredContent: {
      radicado: 'RAD-2026-000101',
      tipo: 'falla',
      estado: 'en_proceso',
      prioridad: 'normal',
      creado: '2026-08-25T10:10:00-05:00',
      creado_texto: 'Tuesday, August 25',
      sla_horas: 24,
    },
  },
  // en · abrir_caso_soporte · chat
  {
    content: [
      { type: 'text', text: 'Case opened with case number RAD-2026-000201; the response time is 24 hours.' },
    ],
    structuredContent: { radicado: 'RAD-2026-000201', estado: 'en_cola', sla_horas: 24 },
  },
  // en · actualizar_cliente · chat
  {
    content: [{ type: 'text', text: 'Done, I updated email.' }],
    structuredContent: {
      documento: 'CC1032456789',
      actualizados: ['email'],
      cambios: [{ campo: 'email', nuevo: 'ana.r@correo.co' }],
    },
  },
  // en · cancelar_cita · chat
  {
    isError: true,
    content: [
      {
        type: 'text',
        text: '{"error":{"error_type":"VALIDATION","user_message":"Some details are missing or not valid (codigo_cita, confirmacion). Could you confirm them?"}}',
      },
    ],
    structuredContent: {
      error: {
        error_type: 'VALIDATION',
        user_message:
          'Some details are missing or not valid (codigo_cita, confirmacion). Could you confirm them?',
        details: {
          issues: [
            { path: 'codigo_cita', message: 'Invalid input: expected string, received undefined' },
            { path: 'confirmacion', message: 'Invalid input: expected true' },
            { path: '', message: 'Unrecognized keys: "codigo", "confirmar"' },
          ],
        },
      },
    },
  },
];
