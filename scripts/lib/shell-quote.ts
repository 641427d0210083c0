/** Single-quotes a value for POSIX shells, so a printed command works as pasted. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
