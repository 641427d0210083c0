import type { RecordCursor } from './call-record.js';

/** Opaque to clients: base64url of `<at ms>.<id>`. */
export function encodeCursor(cursor: RecordCursor): string {
  return Buffer.from(`${cursor.at}.${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor a client sent back, or undefined when it is not one of ours. */
export function decodeCursor(text: string): RecordCursor | undefined {
  if (text.length > 200 || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  const match = /^(\d{1,15})\.([A-Za-z0-9-]{1,64})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match) return undefined;
  return { at: Number(match[1]), id: match[2] as string };
}
