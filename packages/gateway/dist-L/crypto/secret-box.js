import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { GatewayError } from '../errors.js';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const VERSION = 'v1';
/**
 * Fixed, public salt for passphrase keys: the key must be re-derivable after a restart without
 * storing anything next to the ciphertexts. A raw 32-byte key is the recommended form; a passphrase
 * is a convenience for development and must be long.
 */
const PASSPHRASE_SALT = 'asixto-gateway/registry-credentials/v1';
const PASSPHRASE_MIN = 16;
/**
 * Reads the `secretKey` option: 32 bytes as 64 hex characters or as base64 (44 characters with
 * padding), or else a passphrase of at least 16 characters stretched with scrypt (N=2^15, r=8, p=1).
 */
export function parseSecretKey(secretKey) {
    if (typeof secretKey !== 'string') {
        if (secretKey.byteLength !== KEY_BYTES) {
            throw new GatewayError('GATEWAY_INVALID_SECRET_KEY', `secretKey must be ${KEY_BYTES} bytes`);
        }
        return Buffer.from(secretKey);
    }
    if (/^[0-9a-fA-F]{64}$/.test(secretKey))
        return Buffer.from(secretKey, 'hex');
    if (/^[A-Za-z0-9+/]{43}=$/.test(secretKey) || /^[A-Za-z0-9_-]{43}$/.test(secretKey)) {
        const key = Buffer.from(secretKey, secretKey.endsWith('=') ? 'base64' : 'base64url');
        if (key.byteLength === KEY_BYTES)
            return key;
    }
    if (secretKey.length < PASSPHRASE_MIN) {
        throw new GatewayError('GATEWAY_INVALID_SECRET_KEY', `secretKey must be 32 bytes (hex or base64) or a passphrase of at least ${PASSPHRASE_MIN} characters`);
    }
    return scryptSync(secretKey.normalize('NFC'), PASSPHRASE_SALT, KEY_BYTES, {
        N: 2 ** 15,
        r: 8,
        p: 1,
        maxmem: 64 * 1024 * 1024,
    });
}
/**
 * Builds the box once; every seal draws a fresh random 12-byte IV.
 *
 * Sealed format: `v1:` + base64(iv ‖ tag ‖ ciphertext).
 */
export function createSecretBox(secretKey) {
    const key = parseSecretKey(secretKey);
    return {
        seal(plaintext, context) {
            const iv = randomBytes(IV_BYTES);
            const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
            cipher.setAAD(Buffer.from(context, 'utf8'));
            const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
            return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
        },
        open(sealed, context) {
            const [version, payload] = sealed.split(':', 2);
            if (version !== VERSION || payload === undefined) {
                throw new GatewayError('GATEWAY_CREDENTIAL_UNREADABLE', 'unknown credential format');
            }
            const raw = Buffer.from(payload, 'base64');
            if (raw.byteLength < IV_BYTES + TAG_BYTES) {
                throw new GatewayError('GATEWAY_CREDENTIAL_UNREADABLE', 'credential too short');
            }
            try {
                const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, IV_BYTES), {
                    authTagLength: TAG_BYTES,
                });
                decipher.setAAD(Buffer.from(context, 'utf8'));
                decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
                return Buffer.concat([
                    decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
                    decipher.final(),
                ]).toString('utf8');
            }
            catch (cause) {
                // Wrong key or tampered row: say which without echoing any byte of it.
                throw new GatewayError('GATEWAY_CREDENTIAL_UNREADABLE', 'credential cannot be decrypted with this secretKey', { cause });
            }
        },
    };
}
//# sourceMappingURL=secret-box.js.map