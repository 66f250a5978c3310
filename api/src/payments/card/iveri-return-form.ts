/**
 * Reads the auto-submitting return form of an iVeri Full Redirect page (the card page sends the
 * browser back to the merchant's return URL with the result fields): its `action` and fields.
 * Used to play the browser against the card simulator.
 *
 * Source: research/payments.md §2 (return URLs by `Lite_Payment_Card_Status`).
 */
import { parseIveriFields } from './iveri-status-query';

/** The first form of `html`: action (entities decoded) and input fields. */
export function iveriReturnForm(html: string): { action: string; fields: Record<string, string> } {
  const match = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!match) throw new Error('The page has no form');
  const action = /action="([^"]*)"/.exec(match[1] ?? '')?.[1]?.replaceAll('&amp;', '&') ?? '';
  return { action, fields: parseIveriFields(match[2] ?? '') };
}
