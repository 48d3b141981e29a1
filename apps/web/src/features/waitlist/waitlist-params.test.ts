import { describe, expect, it } from 'vitest';
import { waitlistParams, waitlistPath } from './waitlist-params';

describe('waitlistPath', () => {
  it('carries domain, syntheticId and whether the analysis started', () => {
    expect(waitlistPath('example.com', 'abc')).toBe('/waitlist?domain=example.com&syntheticId=abc&analysisStarted=true');
    expect(waitlistPath('example.com', null)).toBe('/waitlist?domain=example.com&syntheticId=&analysisStarted=false');
  });
});

describe('waitlistParams', () => {
  it('reads back what waitlistPath wrote', () => {
    expect(waitlistParams(new URL(`http://localhost${waitlistPath('example.com', '0b6f4a9e-8f1e-4a57-9a0f-1c2d3e4f5a6b')}`).searchParams)).toEqual({
      domain: 'example.com',
      biasReport: null,
      syntheticId: '0b6f4a9e-8f1e-4a57-9a0f-1c2d3e4f5a6b',
      started: true,
    });
    expect(waitlistParams(new URL(`http://localhost${waitlistPath('example.com', null)}`).searchParams)).toEqual({ domain: 'example.com', biasReport: null, syntheticId: null, started: false });
  });
});
