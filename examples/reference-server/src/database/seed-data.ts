// Demo data of the reference tenant (listed in the README). Fixed instants keep tests deterministic.

export interface SeedCliente {
  documento: string;
  nombre: string;
  estado: 'activo' | 'en_mora' | 'suspendido';
  email: string;
  telefono: string;
  direccion: string;
  ciudad: string;
  saldo_pendiente: number;
}

export const SEED_CLIENTES: readonly SeedCliente[] = [
  {
    documento: 'CC1032456789',
    nombre: 'Ana Restrepo',
    estado: 'activo',
    email: 'ana.restrepo@correo.co',
    telefono: '+573001234567',
    direccion: 'Calle 45 # 12-30',
    ciudad: 'Medellín',
    saldo_pendiente: 0,
  },
  {
    documento: 'CC8891234567',
    nombre: 'Jorge Salazar',
    estado: 'en_mora',
    email: 'jorge.salazar@correo.co',
    telefono: '+573109876543',
    direccion: 'Carrera 7 # 80-15',
    ciudad: 'Bogotá',
    saldo_pendiente: 389_700,
  },
  {
    documento: 'CC52789123',
    nombre: 'Luisa Fernanda Gómez',
    estado: 'activo',
    email: 'luisa.gomez@correo.co',
    telefono: '+573155551234',
    direccion: 'Avenida 6N # 23-40',
    ciudad: 'Cali',
    saldo_pendiente: 0,
  },
  {
    documento: 'CC79456123',
    nombre: 'Carlos Andrés Pérez',
    estado: 'activo',
    email: 'carlos.perez@correo.co',
    telefono: '+573204445566',
    direccion: 'Calle 72 # 54-21',
    ciudad: 'Barranquilla',
    saldo_pendiente: 0,
  },
  {
    documento: 'CE456789',
    nombre: 'María José Rondón',
    estado: 'suspendido',
    email: 'mariajose.rondon@correo.co',
    telefono: '+573017778899',
    direccion: 'Carrera 27 # 36-14',
    ciudad: 'Bucaramanga',
    saldo_pendiente: 1_245_000,
  },
  {
    documento: 'NIT9001234567',
    nombre: 'Ferretería El Tornillo S.A.S.',
    estado: 'activo',
    email: 'compras@eltornillo.co',
    telefono: '+576013334455',
    direccion: 'Calle 13 # 68-90',
    ciudad: 'Bogotá',
    saldo_pendiente: 0,
  },
  {
    documento: 'CC1144556677',
    nombre: 'Valentina Ospina',
    estado: 'activo',
    email: 'valentina.ospina@correo.co',
    telefono: '+573162223344',
    direccion: 'Carrera 15 # 93-47',
    ciudad: 'Pereira',
    saldo_pendiente: 0,
  },
];

export interface SeedItem {
  nombre: string;
  categoria: 'herramientas' | 'electricidad' | 'plomeria' | 'pintura' | 'jardineria';
  descripcion: string;
  precio: number;
  precio_mayorista: number;
  disponible: boolean;
}

const FAMILIAS: Record<SeedItem['categoria'], { nombres: string[]; detalle: string; base: number }> = {
  herramientas: {
    nombres: [
      'Taladro percutor 650 W',
      'Pulidora angular 4½"',
      'Juego de destornilladores x12',
      'Martillo de uña 16 oz',
      'Llave expansiva 10"',
      'Sierra caladora 500 W',
      'Nivel de burbuja 60 cm',
      'Flexómetro 8 m',
      'Caja de herramientas 19"',
    ],
    detalle:
      'Herramienta de uso profesional y doméstico con garantía de un año; incluye manual en español y soporte técnico en las sedes autorizadas del país.',
    base: 38_900,
  },
  electricidad: {
    nombres: [
      'Cable encauchetado 3x12 (metro)',
      'Tomacorriente doble con polo a tierra',
      'Interruptor sencillo blanco',
      'Bombillo LED 9 W luz cálida',
      'Extensión eléctrica 5 m',
      'Breaker enchufable 20 A',
      'Cinta aislante 20 m',
      'Panel LED 60x60 40 W',
    ],
    detalle:
      'Material eléctrico certificado RETIE para instalaciones residenciales y comerciales; se recomienda la instalación por un técnico electricista calificado.',
    base: 6_900,
  },
  plomeria: {
    nombres: [
      'Tubo PVC presión ½" (6 m)',
      'Codo PVC ½" x 90°',
      'Llave de paso ½"',
      'Grifería monocontrol para lavamanos',
      'Sifón flexible para lavaplatos',
      'Cinta teflón ¾"',
      'Sanitario ahorrador de dos piezas',
      'Ducha eléctrica tres temperaturas',
    ],
    detalle:
      'Accesorio de plomería para agua fría y caliente según la referencia; compatible con las medidas estándar usadas en las viviendas de Colombia.',
    base: 12_500,
  },
  pintura: {
    nombres: [
      'Pintura vinilo tipo 1 blanca galón',
      'Esmalte sintético negro ¼ galón',
      'Rodillo de felpa 9"',
      'Brocha de cerda 3"',
      'Estuco plástico cuñete',
      'Lija de agua grano 220',
      'Impermeabilizante de techos galón',
      'Thinner corriente galón',
    ],
    detalle:
      'Producto para acabados interiores y exteriores; rinde según la superficie y el número de manos, consulte la ficha técnica antes de aplicar.',
    base: 15_900,
  },
  jardineria: {
    nombres: [
      'Manguera reforzada ½" 15 m',
      'Tijera podadora de mano',
      'Pala redonda con cabo',
      'Rastrillo metálico 14 dientes',
      'Abono orgánico 5 kg',
      'Aspersor giratorio',
      'Guantes de jardinería talla M',
      'Carretilla 90 litros',
    ],
    detalle:
      'Artículo de jardinería para el cuidado de zonas verdes en casas y conjuntos; resistente a la intemperie y con repuestos disponibles en tienda.',
    base: 9_900,
  },
};

/** 41 items across five categories; every description is long enough that an unpaginated list breaks 3,000 characters. */
export const SEED_ITEMS: readonly SeedItem[] = Object.entries(FAMILIAS).flatMap(([categoria, familia]) =>
  familia.nombres.map((nombre, i) => {
    const precio = Math.round((familia.base * (1 + i * 0.85)) / 100) * 100;
    return {
      nombre,
      categoria: categoria as SeedItem['categoria'],
      descripcion: `${nombre}. ${familia.detalle}`,
      precio,
      precio_mayorista: Math.round((precio * 0.85) / 100) * 100,
      disponible: i % 5 !== 4,
    };
  }),
);

export interface SeedCita {
  codigo: string;
  documento: string;
  servicio: string;
  inicio: string;
  sede: string;
  estado: 'programada' | 'confirmada' | 'cancelada' | 'atendida';
}

export const SEED_CITAS: readonly SeedCita[] = [
  {
    codigo: 'CITA-1001',
    documento: 'CC1032456789',
    servicio: 'Visita técnica de instalación',
    inicio: '2026-09-03T14:00:00Z',
    sede: 'Sede El Poblado',
    estado: 'programada',
  },
  {
    codigo: 'CITA-1002',
    documento: 'CC1032456789',
    servicio: 'Asesoría de remodelación',
    inicio: '2026-09-10T20:30:00Z',
    sede: 'Sede El Poblado',
    estado: 'confirmada',
  },
  {
    codigo: 'CITA-1003',
    documento: 'CC1032456789',
    servicio: 'Revisión de garantía',
    inicio: '2026-08-20T15:00:00Z',
    sede: 'Sede El Poblado',
    estado: 'cancelada',
  },
  {
    codigo: 'CITA-1004',
    documento: 'CC8891234567',
    servicio: 'Visita técnica de instalación',
    inicio: '2026-09-05T13:00:00Z',
    sede: 'Sede Chapinero',
    estado: 'programada',
  },
  {
    codigo: 'CITA-1005',
    documento: 'CC52789123',
    servicio: 'Asesoría de remodelación',
    inicio: '2026-08-15T16:00:00Z',
    sede: 'Sede Granada',
    estado: 'atendida',
  },
  {
    codigo: 'CITA-1006',
    documento: 'CC79456123',
    servicio: 'Revisión de garantía',
    inicio: '2026-09-08T21:00:00Z',
    sede: 'Sede Norte',
    estado: 'programada',
  },
  {
    codigo: 'CITA-1007',
    documento: 'CC1144556677',
    servicio: 'Visita técnica de instalación',
    inicio: '2026-09-12T14:30:00Z',
    sede: 'Sede Circunvalar',
    estado: 'programada',
  },
];

export interface SeedCaso {
  radicado: string;
  documento: string;
  tipo: 'falla' | 'instalacion' | 'cobro';
  descripcion: string;
  prioridad: 'alta' | 'normal';
  estado: 'abierto' | 'en_cola' | 'en_proceso' | 'cerrado';
  creado: string;
  sla_horas: number;
}

export const SEED_CASOS: readonly SeedCaso[] = [
  {
    radicado: 'RAD-2026-000101',
    documento: 'CC1032456789',
    tipo: 'falla',
    descripcion: 'La ducha eléctrica no calienta.',
    prioridad: 'normal',
    estado: 'en_proceso',
    creado: '2026-08-25T15:10:00Z',
    sla_horas: 24,
  },
  {
    radicado: 'RAD-2026-000102',
    documento: 'CC8891234567',
    tipo: 'cobro',
    descripcion: 'Cobro doble en la factura de julio.',
    prioridad: 'alta',
    estado: 'abierto',
    creado: '2026-08-27T18:45:00Z',
    sla_horas: 8,
  },
  {
    radicado: 'RAD-2026-000103',
    documento: 'CC52789123',
    tipo: 'instalacion',
    descripcion: 'Instalación de grifería pendiente.',
    prioridad: 'normal',
    estado: 'cerrado',
    creado: '2026-08-01T13:00:00Z',
    sla_horas: 72,
  },
];

/** Reference exchange rates (pesos per unit) used when the tenant currency is not COP. Demo values. */
export const SEED_TASAS: Readonly<Record<string, number>> = {
  COP: 1,
  USD: 4000,
  EUR: 4350,
  MXN: 220,
  PEN: 1070,
  CLP: 4.3,
  ARS: 4,
};
