/**
 * Catalog messages mark names with backticks (`inputSchema`); they are shown as code. React escapes
 * every part, so a message from a tool server cannot inject markup.
 */
export function RichText({ text }: { text: string }) {
  const parts = text.split('`');
  // An odd count of backticks leaves the last one unpaired: show it as written.
  const paired = parts.length % 2 === 1;
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 && (paired || i < parts.length - 1) ? (
          <code key={i}>{part}</code>
        ) : (
          <span key={i}>{i % 2 === 1 ? `\`${part}` : part}</span>
        ),
      )}
    </>
  );
}
