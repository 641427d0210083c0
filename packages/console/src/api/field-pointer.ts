import { isApiError } from './api-error';

/** RFC 6901: `~` and `/` inside a key are written `~0` and `~1`. */
export function pointerSegment(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * The gateway names a field two ways: a JSON pointer (`/policy/tools/x/level`, its own checks) or a
 * dotted path (`policy.tools`, its request-schema check). Both become a pointer here.
 */
export function fieldPointer(field: string): string {
  if (field === '' || field.startsWith('/')) return field;
  return `/${field.split('.').map(pointerSegment).join('/')}`;
}

/** The gateway's message when `error` refuses exactly the body field at `pointer`. */
export function fieldErrorAt(error: unknown, pointer: string): string | undefined {
  if (!isApiError(error) || error.kind !== 'invalid' || error.field === undefined) return undefined;
  return fieldPointer(error.field) === pointer ? error.message : undefined;
}
