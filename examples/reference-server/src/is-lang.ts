import { LANGS } from '@asixto/contract';
import type { Lang } from '@asixto/contract';

/** Whether a configured value (say `ASIXTO_LANG`) names a supported reply language. */
export function isLang(value: string): value is Lang {
  return (LANGS as readonly string[]).includes(value);
}
