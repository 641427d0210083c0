// Links and heading anchors of a Markdown file, read the way GitHub renders it: code (fenced blocks,
// inline spans) holds no links, and a heading's anchor is its text in lower case, without
// punctuation, spaces turned to hyphens, numbered from -1 when repeated.

export interface MarkdownLink {
  target: string;
  line: number;
}

/** The text with fenced code blocks (and, unless `keepSpans`, inline code spans) blanked out, lines kept. */
function withoutCode(text: string, keepSpans = false): string {
  let fence: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
      if (fence !== undefined) {
        if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length)
          fence = undefined;
        return '';
      }
      if (marker !== undefined) {
        fence = marker;
        return '';
      }
      return keepSpans ? line : line.replace(/(`+)[^`]*?\1/g, '');
    })
    .join('\n');
}

const INLINE = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const REFERENCE = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/;

/** Every inline link, image and reference definition, with the line it is on. */
export function markdownLinks(text: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  withoutCode(text)
    .split('\n')
    .forEach((line, index) => {
      for (const match of line.matchAll(INLINE)) links.push({ target: match[1]!, line: index + 1 });
      const reference = REFERENCE.exec(line);
      if (reference) links.push({ target: reference[1]!, line: index + 1 });
    });
  return links;
}

/** GitHub's anchor for a heading's text. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a file offers: its headings' slugs (numbered when repeated) and explicit ids. */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  for (const line of withoutCode(text, true).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = headingSlug(heading);
      const seen = counts.get(slug) ?? 0;
      anchors.add(seen === 0 ? slug : `${slug}-${seen}`);
      counts.set(slug, seen + 1);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]!);
  }
  return anchors;
}
