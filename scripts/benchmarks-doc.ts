/**
 * `docs/benchmarks.md` is written by several benchmark scripts (the API's `npm run bench`, the
 * public site's route weight, the kiosk's bench). Each owns one `## ` section and replaces only
 * that section, leaving the others as they are.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the benchmark figures are recorded. */
export const benchmarksDocPath = path.resolve(import.meta.dirname, '..', 'docs', 'benchmarks.md');

/**
 * `document` with its section headed `## {heading}` replaced by `section` (which must start with
 * that heading line), or with `section` appended when the document has no such section.
 */
export function withSection(document: string, heading: string, section: string): string {
  const body = `${section.trimEnd()}\n`;
  const start = document.split('\n').findIndex((line) => line === `## ${heading}`);
  if (start === -1) return `${document.trimEnd()}\n\n${body}`;
  const lines = document.split('\n');
  const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  const before = lines.slice(0, start).join('\n');
  const after = next === -1 ? '' : `\n${lines.slice(next).join('\n')}`;
  return `${before}\n${body}${after}`;
}

/** Replaces (or appends) one section of `docs/benchmarks.md`, creating the file if needed. */
export function writeBenchmarksSection(heading: string, section: string): void {
  const current = existsSync(benchmarksDocPath)
    ? readFileSync(benchmarksDocPath, 'utf8')
    : "# Benchmarks\n\nFigures measured on this project's 2-core machine; each section names the script that wrote it.\n";
  writeFileSync(benchmarksDocPath, withSection(current, heading, section));
}
