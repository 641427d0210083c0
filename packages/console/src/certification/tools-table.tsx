import type { ToolRow } from '../api/api-types';
import { useI18n } from '../i18n/i18n';
import type { ConsoleMessageId } from '../i18n/console-messages';
import { LEVEL_LABEL } from '../ui/labels';
import { TableWrap } from '../ui/table-wrap';

const PIN_LABEL: Record<ToolRow['pin'], ConsoleMessageId> = {
  certified: 'pinCertified',
  changed: 'pinChanged',
  uncertified: 'pinUncertified',
};

/** A server's tools as the gateway holds them: level, scenario keys, verb, and whether exposable. */
export function ToolsTable({ tools }: { tools: readonly ToolRow[] }) {
  const { t } = useI18n();
  return (
    <TableWrap>
      <table>
        <caption className="visually-hidden">{t('toolsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colTool')}</th>
            <th scope="col">{t('colLevel')}</th>
            <th scope="col">{t('colScenarios')}</th>
            <th scope="col">{t('colVerb')}</th>
            <th scope="col">{t('colPin')}</th>
            <th scope="col">{t('colExposable')}</th>
          </tr>
        </thead>
        <tbody>
          {tools.map((tool) => (
            <tr key={tool.prefixedName}>
              <th scope="row">
                <code>{tool.name}</code>
                {tool.title && <span className="subtle"> · {tool.title}</span>}
                <br />
                <code className="subtle">{tool.prefixedName}</code>
              </th>
              <td>
                <span className={`badge badge-level-${tool.level}`}>{t(LEVEL_LABEL[tool.level])}</span>
              </td>
              <td>
                <ul className="inline-list">
                  {tool.capabilities.map((key) => (
                    <li key={key}>
                      <code>{key}</code>
                    </li>
                  ))}
                </ul>
              </td>
              <td>{tool.verb ?? '—'}</td>
              <td>{t(PIN_LABEL[tool.pin])}</td>
              <td>
                <span className={tool.exposable ? 'yes' : 'no'}>{tool.exposable ? t('yes') : t('no')}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
