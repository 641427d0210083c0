import { CERTIFY_MESSAGES, ruleDocsUrl, ruleLevelLabel } from '@asixto/contract';
import type { Finding } from '../api/api-types';
import { useI18n } from '../i18n/i18n';
import type { ConsoleMessageId } from '../i18n/console-messages';
import { RichText } from '../ui/rich-text';
import { markOf } from './group-findings';
import type { FindingGroup, Mark } from './group-findings';

const MARK_SYMBOL: Record<Mark, string> = { pass: '✓', block: '✗', warn: '!' };
const MARK_LABEL: Record<Mark, ConsoleMessageId> = { pass: 'markPass', block: 'markBlock', warn: 'markWarn' };

/** One subject of the report: problems and skipped checks shown, passing rules folded away. */
export function FindingGroupSection({
  group,
  pageOf,
}: {
  group: FindingGroup;
  pageOf: ReadonlyMap<string, string>;
}) {
  const { t, tr } = useI18n();
  const title =
    group.subject.kind === 'server'
      ? tr(CERTIFY_MESSAGES, 'sectionServer')
      : group.subject.kind === 'catalog'
        ? tr(CERTIFY_MESSAGES, 'sectionCatalog')
        : tr(CERTIFY_MESSAGES, 'sectionTool', { tool: group.subject.tool });
  return (
    <section className="finding-group" aria-label={title}>
      <h3>{title}</h3>
      {(group.problems.length > 0 || group.skipped.length > 0) && (
        <ul className="findings">
          {group.problems.map((f, i) => (
            <FindingItem key={`${f.rule}-${i}`} finding={f} page={pageOf.get(f.rule)} />
          ))}
          {group.skipped.map((s, i) => (
            <li key={`skip-${i}`} className="finding finding-skip">
              <span className="mark" aria-hidden="true">
                -
              </span>
              <span>
                {s.rule && <code>{s.rule}</code>} {tr(CERTIFY_MESSAGES, 'sectionSkipped')}:{' '}
                <RichText text={s.reason} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {group.passed.length > 0 && (
        <details>
          <summary>{t('passedRules', { count: group.passed.length })}</summary>
          <ul className="findings">
            {group.passed.map((f, i) => (
              <FindingItem key={`${f.rule}-${i}`} finding={f} page={pageOf.get(f.rule)} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function FindingItem({ finding, page }: { finding: Finding; page: string | undefined }) {
  const { t, tr, lang } = useI18n();
  const mark = markOf(finding);
  return (
    <li className={`finding finding-${mark}`}>
      <span className="mark" aria-hidden="true">
        {MARK_SYMBOL[mark]}
      </span>
      <span className="visually-hidden">{t(MARK_LABEL[mark])}: </span>
      <span>
        <a href={ruleDocsUrl(finding.rule, lang)} target="_blank" rel="noreferrer">
          <code>{finding.rule}</code>
        </a>{' '}
        {/* Coloured by what the finding does (blocks, warns, passes), not by the rule's level alone. */}
        <span className={`level level-${mark}`}>{ruleLevelLabel(finding.level)}</span>
        {page && <span className="page"> {tr(CERTIFY_MESSAGES, 'pageRef', { page })}</span>}
        {finding.path && (
          <>
            {' '}
            <code className="json-path">{finding.path}</code>
          </>
        )}{' '}
        <RichText text={finding.message} />
        {finding.heuristic && !finding.ok && (
          <span className="page"> [{tr(CERTIFY_MESSAGES, 'heuristicMark')}]</span>
        )}
      </span>
    </li>
  );
}
