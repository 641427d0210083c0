// The reference server's own answers in Spanish, verbatim (captured from its tools): honest results
// the leak rules and the result guard must leave alone.

export const REFERENCE_ANSWERS_ES: readonly unknown[] = [
  // es · consultar_cliente · chat
  {
    content: [
      {
        type: 'text',
        text: 'Ana Restrepo, cliente activo. Citas vigentes: Visita técnica de instalación (CITA-1001) el jueves 3 de septiembre a las nueve de la mañana en Sede El Poblado; Asesoría de remodelación (CITA-1002) el jueves 10 de septiembre a las tres y media de la tarde en Sede El Poblado.',
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
          fecha_texto: 'el jueves 3 de septiembre a las nueve de la mañana',
          sede: 'Sede El Poblado',
        },
        {
          codigo_cita: 'CITA-1002',
          servicio: 'Asesoría de remodelación',
          fecha: '2026-09-10T15:30:00-05:00',
          fecha_texto: 'el jueves 10 de septiembre a las tres y media de la tarde',
          sede: 'Sede El Poblado',
        },
      ],
    },
  },
  // es · consultar_cliente · chat
  {
    content: [
      {
        type: 'text',
        text: 'Jorge Salazar, cliente con pagos pendientes con un saldo pendiente de 389.700 pesos. Citas vigentes: Visita técnica de instalación (CITA-1004) el sábado 5 de septiembre a las ocho de la mañana en Sede Chapinero.',
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
          fecha_texto: 'el sábado 5 de septiembre a las ocho de la mañana',
          sede: 'Sede Chapinero',
        },
      ],
    },
  },
  // es · consultar_cliente · voice
  {
    content: [
      {
        type: 'text',
        text: 'María José Rondón, cliente suspendido con un saldo pendiente de 1.245.000 pesos. No tiene citas vigentes.',
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
  // es · consultar_cliente · chat
  {
    content: [
      { type: 'text', text: 'Ferretería El Tornillo S.A.S., cliente activo. No tiene citas vigentes.' },
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
  // es · consultar_cliente · chat
  {
    isError: true,
    content: [
      {
        type: 'text',
        text: '{"error":{"error_type":"NOT_FOUND","user_message":"No encontré un cliente con ese documento. ¿Me lo confirmas?"}}',
      },
    ],
    structuredContent: {
      error: {
        error_type: 'NOT_FOUND',
        user_message: 'No encontré un cliente con ese documento. ¿Me lo confirmas?',
      },
    },
  },
  // es · buscar_items · chat
  {
    content: [
      {
        type: 'text',
        text: 'Mostrando 1 a 1 de 1.\n- Taladro percutor 650 W: 38.900 pesos. Taladro percutor 650 W. Herramienta de uso profesional y doméstico con garantía de un año; incluye manual en español y soporte técnico en las sedes autorizadas del país.',
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
          precio_texto: '38.900 pesos',
          disponible: true,
        },
      ],
      total: 1,
      limit: 10,
      offset: 0,
      next_offset: null,
    },
  },
  // es · buscar_items · voice
  {
    content: [
      { type: 'text', text: 'Mostrando 1 a 1 de 1. Pintura vinilo tipo 1 blanca galón, 15.900 pesos.' },
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
          precio_texto: '15.900 pesos',
          disponible: true,
        },
      ],
      total: 1,
      limit: 3,
      offset: 0,
      next_offset: null,
    },
  },
  // es · buscar_items · chat
  {
    content: [{ type: 'text', text: 'No encontré productos con esa búsqueda.' }],
    structuredContent: { items: [], total: 0, limit: 10, offset: 0, next_offset: null },
  },
  // es · consultar_estado_caso · chat
  {
    content: [
      {
        type: 'text',
        text: 'El caso RAD-2026-000101 está en proceso; se abrió el martes 25 de agosto y su tiempo de respuesta es de 24 horas.',
      },
    ],
    structuredContent: {
      radicado: 'RAD-2026-000101',
      tipo: 'falla',
      estado: 'en_proceso',
      prioridad: 'normal',
      creado: '2026-08-25T10:10:00-05:00',
      creado_texto: 'el martes 25 de agosto',
      sla_horas: 24,
    },
  },
  // es · abrir_caso_soporte · chat
  {
    content: [
      {
        type: 'text',
        text: 'Caso abierto con el radicado RAD-2026-000201; el tiempo de respuesta es de 24 horas.',
      },
    ],
    structuredContent: { radicado: 'RAD-2026-000201', estado: 'en_cola', sla_horas: 24 },
  },
  // es · actualizar_cliente · chat
  {
    content: [{ type: 'text', text: 'Listo, actualicé correo.' }],
    structuredContent: {
      documento: 'CC1032456789',
      actualizados: ['email'],
      cambios: [{ campo: 'email', nuevo: 'ana.r@correo.co' }],
    },
  },
  // es · cancelar_cita · chat
  {
    isError: true,
    content: [
      {
        type: 'text',
        text: '{"error":{"error_type":"VALIDATION","user_message":"Me faltan datos o alguno no es válido (codigo_cita, confirmacion). ¿Me los confirmas?"}}',
      },
    ],
    structuredContent: {
      error: {
        error_type: 'VALIDATION',
        user_message: 'Me faltan datos o alguno no es válido (codigo_cita, confirmacion). ¿Me los confirmas?',
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
