// Whole honest results (text and structuredContent) the leak rules and the result guard must leave
// alone: the reference server's own answers, verbatim (Spanish and English), and a tenant that
// returns links, masked data and payment references. See honest-answers.ts for the policy.

import { REFERENCE_ANSWERS_EN } from './reference-answers-en.js';
import { REFERENCE_ANSWERS_ES } from './reference-answers.js';

/** Whole results (text and `structuredContent`): the reference server's own answers, verbatim, and others. */
export const HONEST_RESULTS: readonly unknown[] = [
  ...REFERENCE_ANSWERS_ES,
  ...REFERENCE_ANSWERS_EN,
  // A tenant that returns links, masked data and payment references.
  {
    content: [{ type: 'text', text: 'Pedido confirmado. Pague con el enlace de su WhatsApp.' }],
    structuredContent: {
      pedido: 'PED-2026-00123',
      total: 379800,
      moneda: 'COP',
      enlace_pago:
        'https://ferreteria-el-tornillo.com.co/pagos/PED-2026-00123?utm_source=bot&utm_medium=chat',
      tarjeta: '**** **** **** 4321',
      password: '********',
      contraseña_asignada: 'enviada por correo',
      token_pago: 'TKN-2026-0001',
      password_reset_url: 'https://ferreteria-el-tornillo.com.co/restablecer',
      entrega: { fecha: '2026-09-03T09:00:00-05:00', franja: '08:00-12:00', direccion: 'Calle 45 # 12-30' },
    },
  },
];
