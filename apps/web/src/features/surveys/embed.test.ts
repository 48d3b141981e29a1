import { describe, expect, it } from 'vitest';
import { embedSnippet, parseOrigin, widgetAttributes } from './embed';

const ID = '0b6c7a52-1f0e-4c35-9a51-7d1f3a1e2b4c';
const ORIGIN = 'https://sightline.example';

describe('the embed snippet', () => {
  it('names the survey and the mode; a tab takes no delay or exit intent', () => {
    expect(embedSnippet(ORIGIN, ID, { mode: 'tab', delay: 10, exitIntent: true })).toBe(`<script src="${ORIGIN}/widget/v1.js" data-survey="${ID}" data-mode="tab" async></script>`);
  });

  it('gives a poll its delay and exit intent (a bare attribute), each only when chosen', () => {
    expect(embedSnippet(ORIGIN, ID, { mode: 'poll', delay: 10, exitIntent: true })).toBe(
      `<script src="${ORIGIN}/widget/v1.js" data-survey="${ID}" data-mode="poll" data-delay="10" data-exit-intent async></script>`,
    );
    expect(embedSnippet(ORIGIN, ID, { mode: 'poll', delay: 0, exitIntent: false })).toBe(`<script src="${ORIGIN}/widget/v1.js" data-survey="${ID}" data-mode="poll" data-delay="0" async></script>`);
    expect(embedSnippet(ORIGIN, ID, { mode: 'poll', delay: null, exitIntent: true })).toBe(`<script src="${ORIGIN}/widget/v1.js" data-survey="${ID}" data-mode="poll" data-exit-intent async></script>`);
  });

  it('gives the page that injects the script the same attributes', () => {
    expect(widgetAttributes(ID, { mode: 'poll', delay: 5, exitIntent: true })).toEqual([
      ['data-survey', ID],
      ['data-mode', 'poll'],
      ['data-delay', '5'],
      ['data-exit-intent', ''],
    ]);
  });
});

describe('an allowed origin', () => {
  it('is normalised as the server stores it', () => {
    expect(parseOrigin('  https://Shop.Example  ')).toEqual({ origin: 'https://shop.example' });
    expect(parseOrigin('https://shop.example/')).toEqual({ origin: 'https://shop.example' });
    expect(parseOrigin('https://shop.example:443')).toEqual({ origin: 'https://shop.example' });
    expect(parseOrigin('http://localhost:5173')).toEqual({ origin: 'http://localhost:5173' });
    expect(parseOrigin('HTTPS://www.shop.example')).toEqual({ origin: 'https://www.shop.example' });
  });

  it('says what to write instead when it is not an origin', () => {
    expect(parseOrigin('')).toEqual({ error: 'Write the address of the site, such as https://shop.example.' });
    expect(parseOrigin('shop.example/cart')).toEqual({ error: 'Start it with https:// (or http://), such as https://shop.example.' });
    expect(parseOrigin('https://shop.example/cart?x=1')).toEqual({ error: 'Write the site alone, without a page: https://shop.example' });
    expect(parseOrigin('https://shop.example?')).toEqual({ error: 'Write the site alone, without a page: https://shop.example' });
    expect(parseOrigin('https://shop.example#top')).toEqual({ error: 'Write the site alone, without a page: https://shop.example' });
    expect(parseOrigin('ftp://shop.example')).toEqual({ error: 'An origin starts with https:// or http://, such as https://shop.example.' });
    expect(parseOrigin('https://me:secret@shop.example')).toEqual({ error: 'Leave out the user name and password: write it as https://shop.example.' });
    expect(parseOrigin('https://shop example')).toEqual({ error: '"https://shop example" is not a web address: write it as https://shop.example.' });
  });
});
