import { describe, expect, it } from 'vitest';
import { parseStartupStage } from './stage';

describe('parseStartupStage', () => {
  it('defaults to early for anything but growth', () => {
    expect(parseStartupStage(null)).toBe('early');
    expect(parseStartupStage('early')).toBe('early');
    expect(parseStartupStage('GROWTH')).toBe('early');
    expect(parseStartupStage('growth')).toBe('growth');
  });
});
