const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function below100(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const t = TENS[Math.floor(n / 10)] ?? '';
  const u = n % 10;
  return u === 0 ? t : `${t}-${ONES[u] ?? ''}`;
}

function below1000(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const head = h > 0 ? `${ONES[h] ?? ''} hundred` : '';
  if (rest === 0) return head;
  return head ? `${head} ${below100(rest)}` : below100(rest);
}

/**
 * A non-negative integer below one billion in English words, as read aloud in US English
 * ("eighty-nine thousand nine hundred": hyphenated tens, no "and"). Anything else is returned as
 * digits, as `spanishNumber` does.
 *
 * @example
 * englishNumber(89900); // 'eighty-nine thousand nine hundred'
 */
export function englishNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1e9) return String(n);
  if (n === 0) return 'zero';
  const millions = Math.floor(n / 1e6);
  const thousands = Math.floor((n % 1e6) / 1000);
  const rest = n % 1000;
  const words: string[] = [];
  if (millions > 0) words.push(`${below1000(millions)} million`);
  if (thousands > 0) words.push(`${below1000(thousands)} thousand`);
  if (rest > 0) words.push(below1000(rest));
  return words.join(' ');
}
