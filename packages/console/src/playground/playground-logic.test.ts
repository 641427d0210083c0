import { describe, expect, it } from 'vitest';
import type { ToolRow } from '../api/api-types';
import { argumentsTemplate } from './arguments-template';
import { callLevel } from './needs-confirmation';
import { splitCut } from './split-cut';

const row = (name: string, level: ToolRow['level']): ToolRow => ({
  serverId: 's1',
  name,
  prefixedName: `ext__acme__${name}`,
  level,
  capabilities: ['agenda'],
  pin: 'certified',
  exposable: true,
});

describe('callLevel', () => {
  const tools = [row('consultar_cita', 'read'), row('cancelar_cita', 'write'), row('borrar_todo', 'admin')];
  it('asks for confirmation before a write or admin tool, not before a read tool', () => {
    expect(callLevel('ext__acme__consultar_cita', tools, {})).toEqual({ level: 'read', confirm: false });
    expect(callLevel('ext__acme__cancelar_cita', tools, {})).toEqual({ level: 'write', confirm: true });
    expect(callLevel('ext__acme__borrar_todo', tools, undefined)).toEqual({ level: 'admin', confirm: true });
  });
  it("follows the tenant policy's re-classification, either way", () => {
    expect(
      callLevel('ext__acme__consultar_cita', tools, { tools: { consultar_cita: { level: 'write' } } }),
    ).toEqual({
      level: 'write',
      confirm: true,
    });
    expect(
      callLevel('ext__acme__cancelar_cita', tools, { tools: { cancelar_cita: { level: 'read' } } }),
    ).toEqual({
      level: 'read',
      confirm: false,
    });
  });
  it('treats a tool it does not know as one that writes', () => {
    expect(callLevel('ext__acme__typed_by_hand', tools, {})).toEqual({ level: undefined, confirm: true });
  });
});

describe('argumentsTemplate', () => {
  it('fills the required parameters with an example, an allowed value or an empty value', () => {
    const schema = {
      type: 'object',
      properties: {
        documento: { type: 'string', examples: ['1020304050'] },
        canal: { type: 'string', enum: ['chat', 'voz'] },
        cantidad: { type: ['integer', 'null'] },
        nota: { type: 'string' },
        __proto__: { type: 'boolean' },
      },
      required: ['documento', 'canal', 'cantidad', 'no_existe', '__proto__'],
    };
    expect(JSON.parse(argumentsTemplate(JSON.parse(JSON.stringify(schema))))).toEqual({
      documento: '1020304050',
      canal: 'chat',
      cantidad: 0,
    });
    const withProto = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"boolean"}},"required":["__proto__"]}',
    );
    expect(argumentsTemplate(withProto)).toBe('{\n  "__proto__": false\n}');
  });
  it('gives {} for anything that is not an object schema', () => {
    expect(argumentsTemplate(null)).toBe('{}');
    expect(argumentsTemplate({ type: 'object' })).toBe('{}');
  });
});

describe('splitCut', () => {
  it('separates the kept text from the truncation mark', () => {
    const text = `${'x'.repeat(10)}\n… [recortado: se omitieron 1234 caracteres]`;
    expect(splitCut(text, true)).toEqual({
      kept: 'x'.repeat(10),
      mark: '… [recortado: se omitieron 1234 caracteres]',
    });
    expect(splitCut(text, false)).toEqual({ kept: text, mark: '' });
    expect(splitCut('no mark', true)).toEqual({ kept: 'no mark', mark: '' });
  });
});
