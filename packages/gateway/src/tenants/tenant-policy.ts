import { ACCESS_LEVELS, CHANNELS, isJsonObject } from '@asixto/contract';
import type { AccessLevel, Channel } from '@asixto/contract';
import type { Result } from '../errors.js';

/** Per-tool rule of a tenant policy, keyed by the tool's own (un-prefixed) name. */
export interface ToolPolicy {
  /** `true` never exposes the tool, on any channel. */
  deny?: boolean;
  /** When present, the tool is exposed only on these channels. */
  channels?: Channel[];
  /**
   * Replaces the level classified from the annotations for the level check (either direction:
   * the tenant's access control has the last word, page 02 "Anotaciones").
   */
  level?: AccessLevel;
}

/** Per-channel rule of a tenant policy. */
export interface ChannelPolicy {
  /** Highest tool level exposed on this channel (e.g. `read` on `voice`). */
  maxLevel?: AccessLevel;
  /** `true` exposes no external tool on this channel. */
  deny?: boolean;
}

/**
 * What a tenant may restrict beyond the contract. Absent means "no restriction"; a policy can only
 * narrow what the scenario, the agent level and certification already allow, except `tools.*.level`
 * which re-classifies a tool.
 *
 * @example
 * { tools: { cancelar_cita: { channels: ['chat'] }, actualizar_cliente: { deny: true } },
 *   channels: { voice: { maxLevel: 'read' } } }
 */
export interface TenantPolicy {
  tools?: Record<string, ToolPolicy>;
  channels?: Partial<Record<Channel, ChannelPolicy>>;
}

const isLevel = (v: unknown): v is AccessLevel => (ACCESS_LEVELS as readonly unknown[]).includes(v);
const isChannel = (v: unknown): v is Channel => (CHANNELS as readonly unknown[]).includes(v);

type PolicyResult = Result<TenantPolicy, 'GATEWAY_INVALID_POLICY'>;
const fail = (message: string, path: string): PolicyResult => ({
  ok: false,
  code: 'GATEWAY_INVALID_POLICY',
  message,
  data: { path },
});

/** Validates a policy strictly: unknown keys are refused so a typo cannot silently allow a tool. */
export function parseTenantPolicy(input: unknown): PolicyResult {
  if (input === undefined || input === null) return { ok: true, value: {} };
  if (!isJsonObject(input)) return fail('policy must be an object', '');
  const policy: TenantPolicy = {};
  for (const key of Object.keys(input)) {
    if (key !== 'tools' && key !== 'channels') return fail(`unknown policy key "${key}"`, `/${key}`);
  }
  if (input.tools !== undefined) {
    if (!isJsonObject(input.tools)) return fail('tools must be an object', '/tools');
    const tools: Record<string, ToolPolicy> = {};
    for (const [name, rule] of Object.entries(input.tools)) {
      const path = `/tools/${name}`;
      if (!isJsonObject(rule)) return fail('a tool rule must be an object', path);
      const out: ToolPolicy = {};
      for (const [k, v] of Object.entries(rule)) {
        if (k === 'deny') {
          if (typeof v !== 'boolean') return fail('deny must be a boolean', `${path}/deny`);
          out.deny = v;
        } else if (k === 'channels') {
          if (!Array.isArray(v) || !v.every(isChannel))
            return fail('channels must list chat/voice', `${path}/channels`);
          out.channels = [...new Set(v)];
        } else if (k === 'level') {
          if (!isLevel(v)) return fail('level must be read, write or admin', `${path}/level`);
          out.level = v;
        } else {
          return fail(`unknown tool rule key "${k}"`, `${path}/${k}`);
        }
      }
      tools[name] = out;
    }
    policy.tools = tools;
  }
  if (input.channels !== undefined) {
    if (!isJsonObject(input.channels)) return fail('channels must be an object', '/channels');
    const channels: Partial<Record<Channel, ChannelPolicy>> = {};
    for (const [channel, rule] of Object.entries(input.channels)) {
      const path = `/channels/${channel}`;
      if (!isChannel(channel)) return fail(`unknown channel "${channel}"`, path);
      if (!isJsonObject(rule)) return fail('a channel rule must be an object', path);
      const out: ChannelPolicy = {};
      for (const [k, v] of Object.entries(rule)) {
        if (k === 'maxLevel') {
          if (!isLevel(v)) return fail('maxLevel must be read, write or admin', `${path}/maxLevel`);
          out.maxLevel = v;
        } else if (k === 'deny') {
          if (typeof v !== 'boolean') return fail('deny must be a boolean', `${path}/deny`);
          out.deny = v;
        } else {
          return fail(`unknown channel rule key "${k}"`, `${path}/${k}`);
        }
      }
      channels[channel] = out;
    }
    policy.channels = channels;
  }
  return { ok: true, value: policy };
}
