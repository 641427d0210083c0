/**
 * The model text split at the gateway's cut: what was kept, and the truncation mark the contract
 * appends (`\n… [recortado: …]` / `\n… [truncated: …]`) so the page can show where the cut is.
 * The mark is found by its fixed opening, which both languages share.
 */
export function splitCut(text: string, truncated: boolean): { kept: string; mark: string } {
  if (!truncated) return { kept: text, mark: '' };
  const at = text.lastIndexOf('\n… [');
  if (at === -1) return { kept: text, mark: '' };
  return { kept: text.slice(0, at), mark: text.slice(at + 1) };
}
