/**
 * A table that scrolls sideways on a narrow screen, its scrolling region reachable by keyboard
 * (focusable and named by the table's caption), as WCAG 2.1.1 asks of a scrollable region.
 *
 * spec: ARCHITECTURE.md §"The staff application" (screens that work on a 360 px phone).
 */
import type { ReactNode } from 'react';

export function ScrollTable({
  caption,
  hidden,
  children,
}: {
  caption: string;
  hidden?: boolean;
  /** The table's head and body. */
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard's focus to scroll it
    <section className="table-scroll" tabIndex={0} aria-label={caption} hidden={hidden}>
      <table className="table">
        <caption>{caption}</caption>
        {children}
      </table>
    </section>
  );
}
