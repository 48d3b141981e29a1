import { describe, expect, it } from 'vitest';
import { consoleErrors } from '../../../src/audits/general/console-errors';
import { auditContext } from '../../helpers/artifacts';

describe('console-errors', () => {
  it('passes with warnings only', () => {
    expect(consoleErrors.audit({ ConsoleMessages: [{ type: 'warning', text: 'deprecated', url: null }] }, auditContext())).toMatchObject({ outcome: 'passed' });
  });
  it('fails logged errors, more severely for uncaught exceptions', () => {
    expect(consoleErrors.audit({ ConsoleMessages: [{ type: 'error', text: 'Failed to load resource', url: 'https://shop.test/x.js' }] }, auditContext())).toMatchObject({ outcome: 'failed', severity: 'moderate', displayValue: '1 error' });
    expect(consoleErrors.audit({ ConsoleMessages: [{ type: 'pageerror', text: 'TypeError: x is undefined', url: null }] }, auditContext())).toMatchObject({ outcome: 'failed', severity: 'serious' });
  });
});
