import { anchored, matchAt } from './anchored-detector.js';
import type { AnchoredDetector, AnchorCheck } from './anchored-detector.js';
import { leakHit } from './leak-hit.js';
import { isWordChar, leakPattern, lineEnd, lineStart } from './regex-scan.js';

/*
 * Raw database and driver errors, and SQL statements, as a handler returns them when it passes a
 * driver's error on. False-positive policy: each detector is a phrase a driver writes word for word
 * (`violates unique constraint`, `Duplicate entry '…' for key`, `ORA-00942: `, `SQLSTATE`) or an
 * upper-case statement with its table (`SELECT … FROM clientes`); prose about a "tabla" or a
 * "consulta" stays clean. Driver exception classes (`PSQLException:`, `QueryFailedError:`) are found
 * with the other exceptions (`trace-detectors.ts`). A hit runs from the driver's label
 * (`ERROR:  `) to the end of the line.
 */

/** A driver's message is read to the end of its line, at most this far. */
const MESSAGE_MAX = 300;

/** The label a driver puts before its message (`ERROR:  `, `ERROR 1064 (42000): `, `FATAL:  `). */
const SEVERITY_PREFIX = leakPattern(
  /(?:ERROR|FATAL|PANIC|DETAIL|HINT|error|Error)(?: \d{1,5})?(?: \([0-9A-Z]{5}\))?: {0,2}$/,
);
/** A line that a driver's severity label opens is the driver's from its start. */
const SEVERITY_LINE = leakPattern(/^\s{0,8}(?:ERROR|FATAL|PANIC|DETAIL|HINT|SQL Error|You have an error)\b/);

const NAME = '[\\w."`[\\]]{1,128}';

/** A check that `pattern` (sticky) matches `back` characters before the literal. */
function driver(engine: string, pattern: RegExp, back = 0): AnchorCheck {
  leakPattern(pattern);
  return (text, index, out) => {
    const at = index - back;
    if (at < 0 || (at > 0 && isWordChar(text.charCodeAt(at - 1)))) return undefined;
    const match = matchAt(pattern, text, at);
    if (!match) return undefined;
    const line = lineStart(text, at, 200);
    const prefix = SEVERITY_PREFIX.exec(text.slice(Math.max(0, at - 24), at));
    const start = SEVERITY_LINE.test(text.slice(line, at)) ? line : prefix ? at - prefix[0].length : at;
    const end = Math.max(lineEnd(text, at, MESSAGE_MAX), at + match[0].length);
    out.push(leakHit('database-error', start, end, engine));
    return end;
  };
}

/** `SELECT … FROM t` and `DELETE FROM t`, found from `FROM `: the verb is the last one before it on its line. */
const SELECT = leakPattern(new RegExp(`SELECT (?:\\*|[\\w."\`[\\], ]{1,256}?) FROM ${NAME}`, 'y'));
const DELETE = leakPattern(new RegExp(`DELETE FROM ${NAME}`, 'y'));
const SELECT_BACK = 280;

const statement: AnchorCheck = (text, index, out, previous) => {
  const deleting = text.startsWith('DELETE ', index - 7);
  // A statement's verb comes after the previous statement's FROM.
  const floor = lineStart(text, index, SELECT_BACK, previous + 1);
  const start = deleting ? index - 7 : floor + text.slice(floor, index).lastIndexOf('SELECT ');
  if (start < floor || (start > 0 && isWordChar(text.charCodeAt(start - 1)))) return undefined;
  const table = matchAt(deleting ? DELETE : SELECT, text, start);
  if (!table) return undefined;
  const end = Math.max(lineEnd(text, index, MESSAGE_MAX), start + table[0].length);
  out.push(leakHit('database-error', start, end, 'SQL'));
  return end;
};

/**
 * The database detectors, in the order they run. Each literal starts with a character prose seldom
 * writes (see `anchored-detector.ts`); those whose phrase quotes a name run only when the text has
 * that quote.
 *
 * @example
 * runDetectors(DATABASE_DETECTORS, text, hits);
 */
export const DATABASE_DETECTORS: readonly AnchoredDetector[] = [
  anchored('QLSTATE', driver('SQL', /SQLSTATE\b/y, 1)),
  anchored('QLITE_', driver('SQLite', /SQLITE_[A-Z]{2,32}\b/y, 1), '_'),
  anchored('QL syntax', driver('MySQL', /SQL syntax\b/y, 1)),
  anchored('ORA-', driver('Oracle', /ORA-\d{5}: /y)),
  anchored('ER_', driver('MySQL', /ER_[A-Z]{2,32}(?:_[A-Z0-9]{1,32}){1,8}\b/y)),
  anchored("Duplicate entry '", driver('MySQL', /Duplicate entry '[^'\n]{0,256}' for key\b/y), "'"),
  anchored("Table '", driver('MySQL', /Table '[^'\n]{1,128}' doesn't exist/y), "'"),
  anchored("Unknown column '", driver('MySQL', /Unknown column '[^'\n]{1,128}' in '/y), "'"),
  anchored("Access denied for user '", driver('MySQL', /Access denied for user '/y), "'"),
  anchored('relation "', driver('PostgreSQL', /relation "[^"\n]{1,128}" does not exist/y), '"'),
  anchored(
    'olumn "',
    driver('PostgreSQL', /column "[^"\n]{1,128}" (?:of relation "[^"\n]{1,128}" )?does not exist/y, 1),
    '"',
  ),
  anchored('null value in column "', driver('PostgreSQL', /null value in column "/y), '"'),
  anchored('yntax error at or near "', driver('PostgreSQL', /syntax error at or near "/y, 1), '"'),
  anchored(
    'uplicate key value violates ',
    driver('PostgreSQL', /duplicate key value violates unique constraint "/y, 1),
    '"',
  ),
  anchored(
    'violat',
    driver('PostgreSQL', /violates (?:unique|foreign key|not-null|check|exclusion) constraint\b/y),
  ),
  anchored(
    'uthentication failed for user "',
    driver('PostgreSQL', /authentication failed for user "/y, 1),
    '"',
  ),
  anchored(
    'Key (',
    driver(
      'PostgreSQL',
      /Key \([^()\n]{1,128}\)=\([^()\n]{0,256}\) (?:already exists|is not present in table)/y,
    ),
  ),
  anchored('Invalid ', driver('SQL Server', /Invalid (?:object|column) name '/y), "'"),
  anchored('Msg ', driver('SQL Server', /Msg \d{1,6}, Level \d{1,2}, State \d{1,3}/y)),
  anchored('Violation of ', driver('SQL Server', /Violation of (?:PRIMARY|UNIQUE) KEY constraint '/y), "'"),
  anchored('E11000 ', driver('MongoDB', /E11000 duplicate key error\b/y), '{'),
  anchored('Failed query: ', driver('SQL', /Failed query: /y)),
  anchored('FROM ', statement),
  anchored('NSERT INTO ', driver('SQL', new RegExp(`INSERT INTO ${NAME} ?\\(`, 'y'), 1)),
  anchored('UPDATE ', driver('SQL', new RegExp(`UPDATE ${NAME} SET `, 'y'))),
];
