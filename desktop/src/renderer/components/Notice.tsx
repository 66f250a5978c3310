/**
 * A message in a coloured band with an icon, so the clerk reads its kind at a glance: errors
 * and warnings are announced (`role="alert"`), the rest politely (`role="status"`).
 *
 * spec: staff-booking.md §8 (messages shown as they come).
 */
import type { ReactNode } from 'react';

export type NoticeTone = 'success' | 'info' | 'warning' | 'error';

const icons: Record<NoticeTone, string> = {
  success: '✔',
  info: 'ℹ',
  warning: '⚠',
  error: '✖',
};

interface NoticeProps {
  tone: NoticeTone;
  title?: string;
  children: ReactNode;
  /** Shown as a Close button when given. */
  onClose?: () => void;
}

export function Notice({ tone, title, children, onClose }: NoticeProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div className={`notice notice-${tone}`} role={urgent ? 'alert' : 'status'}>
      <span className="notice-icon" aria-hidden="true">
        {icons[tone]}
      </span>
      <div className="notice-body">
        {title && <p className="notice-title">{title}</p>}
        <div className="notice-message">{children}</div>
      </div>
      {onClose && (
        <button type="button" className="button button-quiet" onClick={onClose}>
          Close
        </button>
      )}
    </div>
  );
}
