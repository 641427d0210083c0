import { useServers } from '../api/admin-queries';
import { useI18n } from '../i18n/i18n';
import { QueryView } from '../ui/query-view';
import { ServerCard } from './server-card';

export function ServerList({ company }: { company: string }) {
  const { t } = useI18n();
  const servers = useServers(company);
  return (
    <QueryView query={servers}>
      {({ servers: list }) =>
        list.length === 0 ? (
          <p className="empty">{t('serversEmpty')}</p>
        ) : (
          <ul className="cards">
            {list.map((server) => (
              <li key={server.id}>
                <ServerCard server={server} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}
