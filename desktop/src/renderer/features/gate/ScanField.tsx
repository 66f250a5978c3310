/**
 * The gate's scan field, kept focused: a keyboard-wedge scanner types the ticket code and
 * presses Enter, and a clerk can type a booking reference the same way. Focus comes back
 * after each scan, when the field is left for nothing focusable, and when a character is
 * typed while focus is on no field (a link or button): the scanner's characters land here.
 *
 * spec: staff-booking.md §2 (Checkin); research offline-checkin-anchors.md §1.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';

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
      const target = event.target as HTMLElement | null;
      const editing = target?.closest('input, select, textarea, [contenteditable="true"]');
      const printable = event.key.length === 1 && event.key !== ' ';
      if (!editing && printable && !event.ctrlKey && !event.metaKey && !event.altKey) {
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', typedElsewhere);
    return () => document.removeEventListener('keydown', typedElsewhere);
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
