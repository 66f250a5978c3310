import { describe, expect, it } from 'vitest';
import { withSection } from './benchmarks-doc';

const doc = '# Benchmarks\n\nIntro.\n\n## API\n\nold api\n\n## Public site\n\nold site\n';

describe('withSection', () => {
  it('replaces only its own section', () => {
    const next = withSection(doc, 'API', '## API\n\nnew api\n');
    expect(next).toBe(
      '# Benchmarks\n\nIntro.\n\n## API\n\nnew api\n\n## Public site\n\nold site\n',
    );
  });
  it('replaces the last section without touching the others', () => {
    const next = withSection(doc, 'Public site', '## Public site\n\nnew site');
    expect(next).toContain('old api');
    expect(next.endsWith('## Public site\n\nnew site\n')).toBe(true);
  });
  it('appends a section the document does not have', () => {
    const next = withSection(doc, 'Gate kiosk', '## Gate kiosk\n\nkiosk');
    expect(next).toContain('old api');
    expect(next).toContain('old site');
    expect(next.endsWith('\n\n## Gate kiosk\n\nkiosk\n')).toBe(true);
  });
});
