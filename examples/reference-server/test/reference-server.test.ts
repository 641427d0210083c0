// The reference server end to end over MCP: protocol and catalog, idempotency, guards.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { errorOf } from './reference-client.js';
import {
  call,
  client,
  countCasos,
  databasePath,
  estadoCita,
  meta,
  query,
  ref,
  restartReferenceServer,
  useReferenceServer,
  withKey,
} from './reference-fixture.js';

useReferenceServer();

describe('reference server: protocol and catalog', () => {
  it('answers server/discover in the modern era', () => {
    expect(client.getProtocolEra()).toBe('modern');
    expect(client.getDiscoverResult()?.supportedVersions).toContain('2026-07-28');
  });

  it('refuses calls without the bearer token', async () => {
    const res = await fetch(ref.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer /);
  });

  it('lists the six tools in a stable order, each classified, annotated and with an output schema', async () => {
    const first = await client.listTools();
    const second = await client.listTools({}, { cacheMode: 'bypass' });
    const names = first.tools.map((t) => t.name);
    expect(names).toEqual([
      'consultar_cliente',
      'buscar_items',
      'consultar_estado_caso',
      'abrir_caso_soporte',
      'actualizar_cliente',
      'cancelar_cita',
    ]);
    expect(second.tools.map((t) => t.name)).toEqual(names);
    for (const tool of first.tools) {
      const m = tool._meta ?? {};
      expect(m['com.asixto/verb'], tool.name).toEqual(expect.any(String));
      expect(m['com.asixto/capability'] ?? m['com.asixto/capabilities'], tool.name).toBeDefined();
      expect(tool.outputSchema, tool.name).toBeDefined();
      expect(tool.annotations?.readOnlyHint, tool.name).toEqual(expect.any(Boolean));
    }
    const cancelar = first.tools.find((t) => t.name === 'cancelar_cita');
    expect(cancelar?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(cancelar?.inputSchema.required).toContain('confirmacion');
  });

  it('every optional parameter accepts null, in the schema and in a real call', async () => {
    const { tools } = await client.listTools();
    const samples: Record<string, Record<string, unknown>> = {
      consultar_cliente: { documento: 'CC1032456789' },
      buscar_items: { texto: 'taladro' },
      consultar_estado_caso: { radicado: 'RAD-2026-000101', documento: 'CC1032456789' },
      abrir_caso_soporte: {
        documento: 'CC1032456789',
        tipo: 'falla',
        descripcion: 'La pulidora no enciende.',
      },
      actualizar_cliente: { documento: 'CC1144556677', telefono: '+573162223344' },
      cancelar_cita: { documento: 'CC1144556677', codigo_cita: 'CITA-1007', confirmacion: true },
    };
    let optionals = 0;
    for (const tool of tools) {
      const schema = tool.inputSchema as {
        properties?: Record<string, Record<string, unknown>>;
        required?: string[];
      };
      const args = { ...samples[tool.name] };
      for (const [param, prop] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(param)) continue;
        optionals++;
        const types = ([] as unknown[]).concat(prop['type'] ?? []);
        const anyOf = (prop['anyOf'] as { type?: unknown }[] | undefined) ?? [];
        expect(types.includes('null') || anyOf.some((b) => b.type === 'null'), `${tool.name}.${param}`).toBe(
          true,
        );
        if (!(param in args)) args[param] = null;
        else if (tool.name === 'actualizar_cliente')
          continue; // keep one field to update
        else args[param] = null;
      }
      const result = await call(tool.name, args, withKey(`nulls-${tool.name}`));
      expect(result.isError, `${tool.name}: ${result.content[0]?.text}`).toBeFalsy();
    }
    expect(optionals).toBeGreaterThanOrEqual(8);
  });
});

describe('reference server: idempotency (guarantee 1)', () => {
  const args = {
    documento: 'CC52789123',
    tipo: 'falla',
    descripcion: 'El sanitario ahorrador tiene una fuga.',
    prioridad: null,
  };

  it('ten concurrent calls with one key create one case and return one radicado', async () => {
    const before = countCasos();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call('abrir_caso_soporte', args, withKey('k-concurrent'))),
    );
    expect(results.every((r) => !r.isError)).toBe(true);
    const radicados = new Set(results.map((r) => r.structuredContent?.['radicado']));
    expect(radicados.size).toBe(1);
    expect([...radicados][0]).toMatch(/^RAD-\d{4}-\d{6}$/);
    expect(countCasos()).toBe(before + 1);
  });

  it('the same key after a server restart returns the stored result', async () => {
    const first = await call(
      'abrir_caso_soporte',
      { ...args, descripcion: 'Se fue la luz en la cocina.' },
      withKey('k-restart'),
    );
    expect(first.isError).toBeFalsy();
    const before = countCasos();
    await restartReferenceServer();
    const again = await call(
      'abrir_caso_soporte',
      { ...args, descripcion: 'Se fue la luz en la cocina.' },
      withKey('k-restart'),
    );
    expect(again.structuredContent).toEqual(first.structuredContent);
    expect(again.content).toEqual(first.content);
    expect(countCasos()).toBe(before);
  });

  it('a failed call does not burn its key', async () => {
    const instalacion = {
      documento: 'CC8891234567',
      tipo: 'instalacion',
      descripcion: 'Instalar la ducha eléctrica nueva.',
    };
    const before = countCasos();
    const blocked = await call('abrir_caso_soporte', instalacion, withKey('k-blocked'));
    expect(errorOf(blocked)?.error_type).toBe('BLOCKER');
    expect(countCasos()).toBe(before);
    // Jorge pays; the same logical operation, retried with the same key, now goes through.
    const db = new Database(databasePath);
    db.prepare(
      `UPDATE clientes SET estado = 'activo', saldo_pendiente = 0 WHERE documento = 'CC8891234567'`,
    ).run();
    const retried = await call('abrir_caso_soporte', instalacion, withKey('k-blocked'));
    db.prepare(
      `UPDATE clientes SET estado = 'en_mora', saldo_pendiente = 389700 WHERE documento = 'CC8891234567'`,
    ).run();
    db.close();
    expect(retried.isError).toBeFalsy();
    expect(countCasos()).toBe(before + 1);
  });

  it('a write without a key is refused with no effect', async () => {
    const before = countCasos();
    const result = await call('abrir_caso_soporte', args, meta());
    expect(errorOf(result)?.error_type).toBe('VALIDATION');
    expect(countCasos()).toBe(before);
  });
});

describe('reference server: guards (guarantees 2 to 4)', () => {
  it('ownership: another customer’s appointment is PERMISSION, revealing nothing', async () => {
    const result = await call(
      'cancelar_cita',
      { documento: 'CC1032456789', codigo_cita: 'CITA-1004', confirmacion: true },
      withKey('k-owner'),
    );
    expect(errorOf(result)?.error_type).toBe('PERMISSION');
    expect(JSON.stringify(result)).not.toMatch(/Jorge|Salazar|8891234567|Chapinero/);
    expect(estadoCita('CITA-1004')).toBe('programada');
  });

  it('terminal state: VALIDATION naming the current state', async () => {
    const result = await call(
      'cancelar_cita',
      { documento: 'CC1032456789', codigo_cita: 'CITA-1003', confirmacion: true },
      withKey('k-terminal'),
    );
    expect(errorOf(result)?.error_type).toBe('VALIDATION');
    expect(errorOf(result)?.user_message).toContain('cancelada');
  });

  it('idempotency before the guards: retrying a successful cancellation returns the success', async () => {
    const args = { documento: 'CC1032456789', codigo_cita: 'CITA-1001', confirmacion: true, motivo: 'Viaje' };
    const first = await call('cancelar_cita', args, withKey('k-cancel'));
    expect(first.structuredContent).toMatchObject({
      codigo_cita: 'CITA-1001',
      estado: 'cancelada',
      fecha: '2026-09-03T09:00:00-05:00',
    });
    expect(estadoCita('CITA-1001')).toBe('cancelada');
    const retry = await call('cancelar_cita', args, withKey('k-cancel'));
    expect(retry).toEqual(first);
    const other = await call('cancelar_cita', args, withKey('k-cancel-other-conversation'));
    expect(errorOf(other)?.error_type).toBe('VALIDATION');
  });

  it('confirmation: without confirmacion: true nothing is cancelled', async () => {
    for (const confirmacion of [false, undefined]) {
      const result = await call(
        'cancelar_cita',
        {
          documento: 'CC79456123',
          codigo_cita: 'CITA-1006',
          ...(confirmacion === undefined ? {} : { confirmacion }),
        },
        withKey(`k-confirm-${String(confirmacion)}`),
      );
      expect(errorOf(result)?.error_type).toBe('VALIDATION');
      expect(errorOf(result)?.user_message).toContain('confirmacion');
    }
    expect(estadoCita('CITA-1006')).toBe('programada');
  });

  it('arrears: opening an installation for a customer in arrears is a BLOCKER', async () => {
    const result = await call(
      'abrir_caso_soporte',
      { documento: 'CC8891234567', tipo: 'instalacion', descripcion: 'Instalar panel LED en la sala.' },
      withKey('k-mora'),
    );
    expect(errorOf(result)?.error_type).toBe('BLOCKER');
    const cobro = await call(
      'abrir_caso_soporte',
      { documento: 'CC8891234567', tipo: 'cobro', descripcion: 'No reconozco un cargo de la factura.' },
      withKey('k-mora-cobro'),
    );
    expect(cobro.isError).toBeFalsy();
  });

  it('case status: owner sees it, anyone else gets PERMISSION, unknown is NOT_FOUND', async () => {
    const own = await call('consultar_estado_caso', {
      radicado: 'RAD-2026-000102',
      documento: 'CC8891234567',
    });
    expect(own.structuredContent).toMatchObject({
      radicado: 'RAD-2026-000102',
      tipo: 'cobro',
      prioridad: 'alta',
    });
    expect(own.structuredContent?.['creado']).toMatch(/-05:00$/);
    const other = await call('consultar_estado_caso', {
      radicado: 'RAD-2026-000102',
      documento: 'CC1032456789',
    });
    expect(errorOf(other)?.error_type).toBe('PERMISSION');
    const none = await call('consultar_estado_caso', {
      radicado: 'RAD-1999-000001',
      documento: 'CC1032456789',
    });
    expect(errorOf(none)?.error_type).toBe('NOT_FOUND');
  });

  it('actualizar_cliente changes only allowed fields and says what changed', async () => {
    const result = await call(
      'actualizar_cliente',
      { documento: 'CC79456123', email: 'carlos.nuevo@correo.co', ciudad: null },
      withKey('k-update'),
    );
    expect(result.structuredContent).toEqual({
      documento: 'CC79456123',
      actualizados: ['email'],
      cambios: [{ campo: 'email', nuevo: 'carlos.nuevo@correo.co' }],
    });
    // The old contact data is never echoed: whoever claims a document must not learn it.
    expect(JSON.stringify(result)).not.toContain('carlos.perez@correo.co');
    expect(
      query<{ email: string }>('SELECT email FROM clientes WHERE documento = ?', 'CC79456123').email,
    ).toBe('carlos.nuevo@correo.co');
    const extra = await call(
      'actualizar_cliente',
      { documento: 'CC79456123', nombre: 'Otro' },
      withKey('k-update-2'),
    );
    expect(extra.isError).toBe(true);
  });
});
