import { describe, expect, it } from 'vitest';
import { htmlLang } from '../../../src/audits/general/html-lang';
import { auditContext, head } from '../../helpers/artifacts';

const run = (lang: string | null) => htmlLang.audit({ HeadElements: head({ lang }) }, auditContext());

describe('html-lang', () => {
  it('passes valid language tags', () => {
    for (const lang of ['en', 'de-CH', 'zh-Hant-TW']) expect(run(lang)).toMatchObject({ outcome: 'passed' });
  });
  it('fails a missing, empty or malformed tag', () => {
    expect(run(null)).toMatchObject({ outcome: 'failed', displayValue: 'missing' });
    expect(run(' ')).toMatchObject({ outcome: 'failed' });
    expect(run('english language')).toMatchObject({ outcome: 'failed' });
    expect(run('e')).toMatchObject({ outcome: 'failed' });
  });
});
