import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { DEFAULT_LANG, LANGS, renderMessage } from '@asixto/contract';
import type { Lang, MessageData, MessageTemplate } from '@asixto/contract';
import { CONSOLE_MESSAGES } from './console-messages';
import type { ConsoleMessageId } from './console-messages';

const STORAGE_KEY = 'asixto.console.lang';

export interface I18n {
  lang: Lang;
  setLang: (lang: Lang) => void;
  /** A console message. */
  t: (id: ConsoleMessageId, data?: MessageData) => string;
  /** A message of another catalog of the project (certifier, gateway), so wording stays the same. */
  tr: <T extends Record<string, MessageTemplate>>(
    catalog: T,
    id: keyof T & string,
    data?: MessageData,
  ) => string;
  dateTime: (iso: string) => string;
  time: (iso: string) => string;
  /** Hours and minutes of an instant in milliseconds (chart axes). */
  clock: (ms: number) => string;
  number: (value: number, fractionDigits?: number) => string;
}

const I18nContext = createContext<I18n | undefined>(undefined);

/** The language kept from a previous visit, or Spanish. It is a preference, not a secret. */
export function initialLang(storage: Pick<Storage, 'getItem'> | undefined): Lang {
  const stored = storage?.getItem(STORAGE_KEY);
  return (LANGS as readonly (string | null | undefined)[]).includes(stored) ? (stored as Lang) : DEFAULT_LANG;
}

/** Builds the translation functions for one language (also what tests use without React). */
export function i18nFor(lang: Lang, setLang: (lang: Lang) => void = () => undefined): I18n {
  const locale = lang === 'es' ? 'es-CO' : 'en-US';
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
  const timeFormat = new Intl.DateTimeFormat(locale, { timeStyle: 'medium' });
  const clockFormat = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const formatWith = (format: Intl.DateTimeFormat, iso: string): string => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
  return {
    lang,
    setLang,
    t: (id, data) => renderMessage(CONSOLE_MESSAGES, id, lang, data),
    tr: (catalog, id, data) => renderMessage(catalog, id, lang, data),
    dateTime: (iso) => formatWith(dateTimeFormat, iso),
    time: (iso) => formatWith(timeFormat, iso),
    clock: (ms) => clockFormat.format(ms),
    number: (value, fractionDigits = 0) =>
      value.toLocaleString(locale, {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  };
}

const safeStorage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLang] = useState<Lang>(() => initialLang(safeStorage()));
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = renderMessage(CONSOLE_MESSAGES, 'appTitle', lang);
    safeStorage()?.setItem(STORAGE_KEY, lang);
  }, [lang]);
  const value = useMemo(() => i18nFor(lang, setLang), [lang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
