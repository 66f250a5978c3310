/**
 * The gate's scan field, kept focused: a keyboard-wedge scanner types the ticket code and
 * presses Enter, and a clerk can type a booking reference the same way. Focus comes back
 * after each decision, when the field is left for nothing focusable, after a click anywhere
 * but on a field to type in (a direction choice, a checkbox, a button, the page), and when a
 * character is typed while focus is not on such a field: the scanner's characters land here.
 *
 * spec: staff-booking.md §2 (Checkin); research offline-checkin-anchors.md §1.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';

/** Inputs that take no typing: a scanner's characters must not go to them. */
const untypedInputs = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'file']);

/** True when `target` is (inside) a field the clerk types into. */
function isTypingField(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const field = target.closest('input, select, textarea, [contenteditable="true"]');
  if (!field) return false;
  return !(field instanceof HTMLInputElement && untypedInputs.has(field.type));
}

interface ScanFieldProps {
  onScan: (code: string) => void;
  busy: boolean;
}

export function ScanField({ onScan, busy }: ScanFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');

  useEffect(() => {
    input.current?.focus();
    const typedElsewhere = (event: KeyboardEvent) => {
      const printable = event.key.length === 1 && event.key !== ' ';
      if (
        !isTypingField(event.target) &&
        printable &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey
      ) {
        input.current?.focus();
      }
    };
    const clickedElsewhere = (event: MouseEvent) => {
      if (!isTypingField(event.target)) setTimeout(() => input.current?.focus(), 0);
    };
    document.addEventListener('keydown', typedElsewhere);
    document.addEventListener('click', clickedElsewhere);
    return () => {
      document.removeEventListener('keydown', typedElsewhere);
      document.removeEventListener('click', clickedElsewhere);
    };
  }, []);

  useEffect(() => {
    if (!busy) input.current?.focus();
  }, [busy]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scanned = code.trim();
    if (!scanned || busy) return;
    setCode('');
    onScan(scanned);
  };

  return (
    <form className="scan-form" onSubmit={submit}>
      <label htmlFor="scan-field" className="scan-label">
        Scan a ticket or type a booking reference
      </label>
      <div className="scan-row">
        <input
          id="scan-field"
          ref={input}
          className="scan-input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onBlur={(event) => {
            if (!event.relatedTarget) setTimeout(() => input.current?.focus(), 0);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Checking…' : 'Enter'}
        </button>
      </div>
    </form>
  );
}
