import { describe, expect, it } from 'vitest';
import { mapHost, parseHostRules } from '../src/net';

describe('host rules', () => {
  it('parses Chromium-style MAP rules', () => {
    const rules = parseHostRules('MAP shop.test 127.0.0.1:4567, MAP Blog.Test 127.0.0.1');
    expect(rules).toEqual([
      { host: 'shop.test', targetHost: '127.0.0.1', targetPort: 4567 },
      { host: 'blog.test', targetHost: '127.0.0.1', targetPort: null },
    ]);
  });

  it('maps only the named host, keeping the port when the rule has none', () => {
    const rules = parseHostRules('MAP shop.test 127.0.0.1:4567,MAP blog.test 127.0.0.1');
    expect(mapHost('SHOP.test', 80, rules)).toEqual({ host: '127.0.0.1', port: 4567 });
    expect(mapHost('blog.test', 443, rules)).toEqual({ host: '127.0.0.1', port: 443 });
    expect(mapHost('example.com', 443, rules)).toEqual({ host: 'example.com', port: 443 });
  });

  it('treats an empty setting as no rules and rejects malformed ones with the offending text', () => {
    expect(parseHostRules('')).toEqual([]);
    expect(parseHostRules(undefined)).toEqual([]);
    expect(() => parseHostRules('shop.test=127.0.0.1')).toThrow(/shop\.test=127\.0\.0\.1/);
    expect(() => parseHostRules('MAP a.test 127.0.0.1:70000')).toThrow(/Invalid host rule/);
  });
});
