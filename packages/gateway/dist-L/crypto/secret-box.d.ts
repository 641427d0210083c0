/** Encrypts credentials at rest with AES-256-GCM. `context` (the server id) is bound as AAD. */
export interface SecretBox {
    seal(plaintext: string, context: string): string;
    open(sealed: string, context: string): string;
}
/**
 * Reads the `secretKey` option: 32 bytes as 64 hex characters or as base64 (44 characters with
 * padding), or else a passphrase of at least 16 characters stretched with scrypt (N=2^15, r=8, p=1).
 */
export declare function parseSecretKey(secretKey: string | Uint8Array): Buffer;
/**
 * Builds the box once; every seal draws a fresh random 12-byte IV.
 *
 * Sealed format: `v1:` + base64(iv ‖ tag ‖ ciphertext).
 */
export declare function createSecretBox(secretKey: string | Uint8Array): SecretBox;
//# sourceMappingURL=secret-box.d.ts.map