import { useI18n } from '../i18n/i18n';

export function Loading({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <p className="loading" role="status">
      {label ?? t('loading')}
    </p>
  );
}
