/**
 * Tabs as the WAI-ARIA tabs pattern: one tab stop for the tab list, arrow keys (and Home,
 * End) move between tabs and select them, each panel labelled by its tab.
 *
 * spec: public-site.md §2.4 (home tabs), §2.5 and §2.6 (dialog tabs).
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** Controlled selection (tab id); uncontrolled when omitted. */
  selected?: string;
  onSelect?: (id: string) => void;
}

export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const [own, setOwn] = useState(tabs[0]?.id ?? '');
  const current = selected ?? own;
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setOwn(tab.id);
    onSelect?.(tab.id);
    buttons.current[(index + tabs.length) % tabs.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-controls={`${baseId}-panel-${tab.id}`}
            aria-selected={tab.id === current}
            tabIndex={tab.id === current ? 0 : -1}
            className="tab"
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== current}
          className="tab-panel"
        >
          {tab.id === current && tab.content}
        </div>
      ))}
    </div>
  );
}
