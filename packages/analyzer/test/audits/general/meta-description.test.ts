import { describe, expect, it } from 'vitest';
import { metaDescription } from '../../../src/audits/general/meta-description';
import { auditContext, head, meta } from '../../helpers/artifacts';

const run = (content: string | null) =>
  metaDescription.audit({ HeadElements: head({ metas: content === null ? [] : [meta({ name: 'Description', content })] }) }, auditContext());

describe('meta-description', () => {
  it('passes a summary of a good length', () => {
    expect(run('Handmade leather shoes, resoled for life, shipped across Europe in three days.')).toMatchObject({ outcome: 'passed' });
  });
  it('fails a missing, empty, short or long description', () => {
    expect(run(null)).toMatchObject({ outcome: 'failed', displayValue: 'missing' });
    expect(run('  ')).toMatchObject({ outcome: 'failed', displayValue: 'missing' });
    expect(run('Shoes.')).toMatchObject({ outcome: 'failed', displayValue: '6 characters' });
    expect(run('a'.repeat(200))).toMatchObject({ outcome: 'failed', displayValue: '200 characters' });
  });
});
