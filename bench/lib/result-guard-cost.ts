import { CONTRACT_MESSAGES, LIMITS, guardResult, renderMessage, toModelText } from '@asixto/contract';

const SERVICES = ['Visita técnica de instalación', 'Asesoría de remodelación', 'Mantenimiento preventivo'];
const PLACES = ['Sede El Poblado', 'Sede Chapinero'];
const DAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** The i-th appointment, as the reference server's `consultar_cliente` writes one. */
function cita(i: number) {
  const day = 3 + i;
  return {
    codigo_cita: `CITA-${1001 + i}`,
    servicio: SERVICES[i % SERVICES.length] as string,
    fecha: `2026-09-${String(day).padStart(2, '0')}T${String(8 + (i % 9)).padStart(2, '0')}:30:00-05:00`,
    fecha_texto: `el ${DAYS[i % DAYS.length]} ${day} de septiembre a las ${8 + (i % 9)} y media`,
    sede: PLACES[i % PLACES.length] as string,
  };
}

function sentence(i: number): string {
  const c = cita(i);
  return `${c.servicio} (${c.codigo_cita}) ${c.fecha_texto} en ${c.sede}; `;
}

/**
 * A 3,000-character answer in the shape of the reference server's: its text is what the model
 * reads, at the contract's limit, and `structuredContent` holds the same appointments as data.
 */
function honestResult(): Record<string, unknown> {
  let text = 'Ana Restrepo, cliente activo. Citas vigentes: ';
  for (let i = 0; text.length < LIMITS.resultMaxChars; i++) text += sentence(i);
  return {
    content: [{ type: 'text', text: text.slice(0, LIMITS.resultMaxChars) }],
    structuredContent: {
      documento: 'CC1032456789',
      nombre: 'Ana Restrepo',
      estado: 'activo',
      al_dia: true,
      saldo_pendiente: 0,
      moneda: 'COP',
      ciudad: 'Medellín',
      citas_vigentes: Array.from({ length: 8 }, (_, i) => cita(i)),
    },
  };
}

/** The same answer with a token and a Node stack trace in its text (issue 36's example). */
function leakingResult(): Record<string, unknown> {
  const result = honestResult();
  const [block] = result.content as { type: string; text: string }[];
  const leak =
    ' token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMDMyNDU2Nzg5In0.Xq5xZbK3m0cV7nQq3Y2t1s8wHn4p6r9uA0bC2dE4fG8' +
    " TypeError: Cannot read properties of undefined (reading 'id')\n    at lookupCustomer (/srv/app/customers.js:42:17)";
  return {
    ...result,
    content: [{ type: 'text', text: `${block?.text.slice(0, LIMITS.resultMaxChars - leak.length)}${leak}` }],
  };
}

/** CPU milliseconds per run of `fn`, over `calls` runs. */
function cpuMsPerCall(fn: () => unknown, calls: number): number {
  const started = process.cpuUsage();
  for (let i = 0; i < calls; i++) fn();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / calls;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * What the gateway's result guard (call stage 7b) costs on a 3,000-character answer: CPU per call of
 * the guard on an honest answer and on one that leaks, beside the stage that shapes the same answer
 * for the model (`toModelText`, the baseline measured in the same rounds), interleaved, median of
 * the rounds.
 */
export function measureResultGuard({ quick }: { quick: boolean }) {
  const mark = renderMessage(CONTRACT_MESSAGES, 'leakMark', 'es');
  const honest = honestResult();
  const leaking = leakingResult();
  const modes = {
    guard: () => guardResult(honest, { mark }),
    guardLeaking: () => guardResult(leaking, { mark }),
    shapeText: () => toModelText(honest, { channel: 'chat' }),
  };
  const calls = quick ? 5_000 : 20_000;
  for (const fn of Object.values(modes)) cpuMsPerCall(fn, calls);
  const rounds: Record<keyof typeof modes, number[]> = { guard: [], guardLeaking: [], shapeText: [] };
  for (let round = 0; round < (quick ? 3 : 7); round++) {
    for (const [name, fn] of Object.entries(modes))
      rounds[name as keyof typeof modes].push(cpuMsPerCall(fn, calls));
  }
  const guardMs = median(rounds.guard);
  const shapeTextMs = median(rounds.shapeText);
  return {
    textChars: (honest.content as { text: string }[])[0]?.text.length ?? 0,
    structuredChars: JSON.stringify(honest.structuredContent).length,
    cpuMsPerCall: guardMs,
    leakingCpuMsPerCall: median(rounds.guardLeaking),
    shapeTextCpuMsPerCall: shapeTextMs,
    /** The guard's cost as a multiple of the shaping stage's on the same answer. */
    ratioToShapeText: guardMs / shapeTextMs,
  };
}
