import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDomain, DOMAIN_MESSAGES, isValidDomainFormat, normalizeDomain, startAddress, submitDomainError, typedPath } from '../src/domain';

describe('normalizeDomain', () => {
  it.each([
    ['  Example.COM  ', 'example.com'],
    ['https://www.example.com/path?q=1#top', 'example.com'],
    ['http://shop.example.co.uk', 'shop.example.co.uk'],
    ['www.example.com?x', 'example.com'],
    ['example.com#hash/more', 'example.com'],
    ['HTTPS://WWW.Example.org/', 'example.org'],
    ['ftp://example.com', 'ftp:'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeDomain(input)).toBe(expected);
  });

  it('recovers a domain from any scheme, www., capitals, surrounding space and trailing path', () => {
    const domain = fc
      .tuple(fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
      .map(([labels, top]) => [...labels, top].join('.'))
      .filter((d) => !d.startsWith('www.'));
    const decorated = fc.tuple(
      domain,
      fc.constantFrom('', 'http://', 'https://', 'HTTPS://'),
      fc.constantFrom('', 'www.', 'WWW.'),
      fc.constantFrom('', '/', '/path/to?q=1', '?utm=x', '#top', '/a#b?c'),
      fc.constantFrom('', ' ', '\t  '),
      fc.boolean(),
    );
    fc.assert(
      fc.property(decorated, ([d, scheme, www, tail, space, upper]) => {
        const host = upper ? d.toUpperCase() : d;
        return normalizeDomain(`${space}${scheme}${www}${host}${tail}${space}`) === d;
      }),
    );
  });

  it('never leaves a slash, question mark, hash, surrounding space or capital letter', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const domain = normalizeDomain(input);
        return !/[/?#A-Z]/.test(domain) && domain === domain.trimStart();
      }),
    );
  });
});

describe('typedPath and startAddress', () => {
  it.each([
    ['site.test', '/', 'site.test'],
    ['site.test/', '/', 'site.test'],
    ['  https://www.Site.test/Docs/Page#intro ', '/Docs/Page', 'site.test/Docs/Page'],
    ['site.test/docs/page?lang=en', '/docs/page?lang=en', 'site.test/docs/page?lang=en'],
    ['site.test?lang=en', '/?lang=en', 'site.test/?lang=en'],
    ['site.test#top', '/', 'site.test'],
    ['HTTP://site.test//twice', '//twice', 'site.test//twice'],
    ['www.www.site.test/p', '/p', 'www.www.site.test/p'],
  ])('%s: path %s, sent as %s', (input, path, address) => {
    expect(typedPath(input)).toBe(path);
    expect(startAddress(input)).toBe(address);
  });

  it('keeps the domain the domain rules find in what was typed', () => {
    const host = fc.stringMatching(/^[a-zA-Z0-9-]{1,8}(\.[a-zA-Z0-9-]{1,8}){1,3}$/);
    const typed = fc.tuple(fc.constantFrom('', ' https://', 'www.', 'www.www.', 'WWW.'), host, fc.constantFrom('', '/', '/a/B?c=1', '#x', '?q'), fc.string()).map((parts) => parts.join(''));
    fc.assert(fc.property(fc.oneof(typed, fc.string()), (input) => !checkDomain(input).ok || normalizeDomain(startAddress(input)) === normalizeDomain(input)));
  });
});

describe('isValidDomainFormat', () => {
  it.each(['example.com', 'a.io', 'sub.domain.example.co.uk', 'xn--bcher-kva.ch', '123.example.com', 'my-site.dev'])(
    'accepts %s',
    (domain) => expect(isValidDomainFormat(domain)).toBe(true),
  );

  it.each(['com', 'a.b', 'example.c', 'exa mple.com', 'example..com', '.example.com', 'example.com.', 'ex_ample.com', 'example.com:8080', `${'a'.repeat(64)}.com`, 'é.com'])(
    'rejects %s',
    (domain) => expect(isValidDomainFormat(domain)).toBe(false),
  );

  it('enforces 4 to 253 characters in total', () => {
    const label = 'a'.repeat(63);
    const long = [label, label, label, 'a'.repeat(61)].join('.');
    expect(long.length).toBe(253);
    expect(isValidDomainFormat(long)).toBe(true);
    expect(isValidDomainFormat(`a${long}`)).toBe(false);
  });

  it('accepts every well-formed generated domain', () => {
    const label = fc.stringMatching(/^[a-z0-9-]{1,20}$/);
    const tld = fc.stringMatching(/^[a-z]{2,10}$/);
    fc.assert(fc.property(fc.array(label, { minLength: 1, maxLength: 4 }), tld, (labels, top) => isValidDomainFormat([...labels, top].join('.'))));
  });

  it('rejects anything holding a character outside letters, digits, hyphens and dots', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[a-z0-9.-]/.test(c)), (rest, bad) =>
        !isValidDomainFormat(`ex${bad}${rest}.com`),
      ),
    );
  });
});

describe('checkDomain', () => {
  it('gives the empty message for blank input', () => {
    expect(checkDomain('   ')).toEqual({ ok: false, domain: '', message: 'Please enter a valid domain' });
    expect(checkDomain('https://www.')).toMatchObject({ ok: false, message: DOMAIN_MESSAGES.empty });
  });

  it('gives the format message with the example host', () => {
    expect(checkDomain('not a domain')).toMatchObject({ ok: false, message: 'Invalid domain format (e.g., use example.com)' });
  });

  it('returns the normalised domain when valid', () => {
    expect(checkDomain(' HTTPS://www.Example.com/pricing ')).toEqual({ ok: true, domain: 'example.com' });
  });
});

describe('submitDomainError', () => {
  it('uses the submit messages of the spec’s validation rules', () => {
    expect(submitDomainError('', 'idle')).toBe('Please enter a domain');
    expect(submitDomainError('nope', 'invalid')).toBe('Please enter a valid domain (e.g., example.com)');
    expect(submitDomainError('example.com', 'validating')).toBe('Please wait for domain validation to complete');
    expect(submitDomainError('example.com', 'valid')).toBeNull();
  });
});
