/**
 * A content page's text as the site shows it: paragraphs split by a blank line; a block whose
 * lines all start with `- ` is a list. Plain text only (no markup is interpreted).
 *
 * spec: public-site.md §3 (Page: description (terms and policy text)).
 */

/** The blocks of `text`: each a paragraph or a list of items. */
export function pageBlocks(
  text: string,
): ({ kind: 'p'; text: string } | { kind: 'ul'; items: string[] })[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      return lines.every((line) => line.startsWith('- '))
        ? { kind: 'ul' as const, items: lines.map((line) => line.slice(2)) }
        : { kind: 'p' as const, text: lines.join(' ') };
    });
}

export function PageText({ text }: { text: string }) {
  return (
    <>
      {pageBlocks(text).map((block, index) =>
        block.kind === 'ul' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; the text is fixed
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; order is fixed
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; the text is fixed
          <p key={index}>{block.text}</p>
        ),
      )}
    </>
  );
}
