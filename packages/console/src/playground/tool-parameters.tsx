import type { McpTool } from '../api/api-types';
import { useI18n } from '../i18n/i18n';
import { TableWrap } from '../ui/table-wrap';

interface Parameter {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/** A tool's parameters as its `inputSchema` declares them (read defensively: any server's JSON). */
export function parametersOf(schema: unknown): Parameter[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const { properties, required } = schema as { properties?: unknown; required?: unknown };
  if (typeof properties !== 'object' || properties === null) return [];
  const mandatory = new Set(Array.isArray(required) ? required.filter((r) => typeof r === 'string') : []);
  return Object.entries(properties as Record<string, unknown>).map(([name, raw]) => {
    const node = (typeof raw === 'object' && raw !== null ? raw : {}) as {
      type?: unknown;
      enum?: unknown;
      description?: unknown;
    };
    const types = Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type];
    const type = Array.isArray(node.enum)
      ? node.enum.map((v) => JSON.stringify(v)).join(' | ')
      : types.map(String).join(' | ') || '—';
    const description = typeof node.description === 'string' ? node.description : '';
    return { name, type, required: mandatory.has(name), description };
  });
}

/** The chosen tool's parameters, so the arguments can be written without reading its schema. */
export function ToolParameters({ tool }: { tool: McpTool }) {
  const { t } = useI18n();
  const parameters = parametersOf(tool.inputSchema);
  return (
    <section aria-labelledby="tool-params" className="tool-params">
      <h2 id="tool-params">{t('toolParamsTitle', { tool: tool.name })}</h2>
      {parameters.length === 0 ? (
        <p className="empty">{t('noParams')}</p>
      ) : (
        <TableWrap>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('colParam')}</th>
                <th scope="col">{t('colType')}</th>
                <th scope="col">{t('colRequired')}</th>
                <th scope="col">{t('colDescription')}</th>
              </tr>
            </thead>
            <tbody>
              {parameters.map((p) => (
                <tr key={p.name}>
                  <th scope="row">
                    <code>{p.name}</code>
                  </th>
                  <td>
                    <code>{p.type}</code>
                  </td>
                  <td>{p.required ? t('yes') : t('no')}</td>
                  <td>{p.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
