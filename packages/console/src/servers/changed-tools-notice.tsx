import { useI18n } from '../i18n/i18n';

/** Tools whose definition changed since certification: the gateway withholds them until recertified. */
export function ChangedToolsNotice({ tools }: { tools: readonly string[] }) {
  const { t } = useI18n();
  if (tools.length === 0) return null;
  return (
    <div className="banner banner-warn">
      <p className="banner-title">{t('changedToolsTitle', { count: tools.length })}</p>
      <ul className="inline-list">
        {tools.map((tool) => (
          <li key={tool}>
            <code>{tool}</code>
          </li>
        ))}
      </ul>
      <p className="banner-detail">{t('changedToolsHint')}</p>
    </div>
  );
}
