import { ACCESS_LEVELS, CHANNELS } from '@asixto/contract';
const isPlainObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isLevel = (v) => ACCESS_LEVELS.includes(v);
const isChannel = (v) => CHANNELS.includes(v);
const fail = (message, path) => ({
    ok: false,
    code: 'GATEWAY_INVALID_POLICY',
    message,
    data: { path },
});
/** Validates a policy strictly: unknown keys are refused so a typo cannot silently allow a tool. */
export function parseTenantPolicy(input) {
    if (input === undefined || input === null)
        return { ok: true, value: {} };
    if (!isPlainObject(input))
        return fail('policy must be an object', '');
    const policy = {};
    for (const key of Object.keys(input)) {
        if (key !== 'tools' && key !== 'channels')
            return fail(`unknown policy key "${key}"`, `/${key}`);
    }
    if (input.tools !== undefined) {
        if (!isPlainObject(input.tools))
            return fail('tools must be an object', '/tools');
        const tools = {};
        for (const [name, rule] of Object.entries(input.tools)) {
            const path = `/tools/${name}`;
            if (!isPlainObject(rule))
                return fail('a tool rule must be an object', path);
            const out = {};
            for (const [k, v] of Object.entries(rule)) {
                if (k === 'deny') {
                    if (typeof v !== 'boolean')
                        return fail('deny must be a boolean', `${path}/deny`);
                    out.deny = v;
                }
                else if (k === 'channels') {
                    if (!Array.isArray(v) || !v.every(isChannel))
                        return fail('channels must list chat/voice', `${path}/channels`);
                    out.channels = [...new Set(v)];
                }
                else if (k === 'level') {
                    if (!isLevel(v))
                        return fail('level must be read, write or admin', `${path}/level`);
                    out.level = v;
                }
                else {
                    return fail(`unknown tool rule key "${k}"`, `${path}/${k}`);
                }
            }
            tools[name] = out;
        }
        policy.tools = tools;
    }
    if (input.channels !== undefined) {
        if (!isPlainObject(input.channels))
            return fail('channels must be an object', '/channels');
        const channels = {};
        for (const [channel, rule] of Object.entries(input.channels)) {
            const path = `/channels/${channel}`;
            if (!isChannel(channel))
                return fail(`unknown channel "${channel}"`, path);
            if (!isPlainObject(rule))
                return fail('a channel rule must be an object', path);
            const out = {};
            for (const [k, v] of Object.entries(rule)) {
                if (k === 'maxLevel') {
                    if (!isLevel(v))
                        return fail('maxLevel must be read, write or admin', `${path}/maxLevel`);
                    out.maxLevel = v;
                }
                else if (k === 'deny') {
                    if (typeof v !== 'boolean')
                        return fail('deny must be a boolean', `${path}/deny`);
                    out.deny = v;
                }
                else {
                    return fail(`unknown channel rule key "${k}"`, `${path}/${k}`);
                }
            }
            channels[channel] = out;
        }
        policy.channels = channels;
    }
    return { ok: true, value: policy };
}
//# sourceMappingURL=tenant-policy.js.map