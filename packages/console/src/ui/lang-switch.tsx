import { useI18n } from '../i18n/i18n';

/** The visible language switch: it names the other language in that language. */
export function LangSwitch() {
  const { lang, setLang, t } = useI18n();
  const other = lang === 'es' ? 'en' : 'es';
  return (
    <button
      type="button"
      className="button button-small"
      lang={other}
      onClick={() => setLang(other)}
      aria-label={t('switchLangLabel')}
    >
      {t('switchLang')}
    </button>
  );
}
