import { describe, expect, it } from 'vitest';
import { httpErrorText, parseBody } from './http-error';

describe('httpErrorText (the spec’s error catalogue)', () => {
  it('uses the error field of a JSON body', () => {
    expect(httpErrorText(400, 'Bad Request', '{"success":false,"error":"Email already registered","code":"EMAIL_TAKEN"}')).toBe('Email already registered');
  });

  it('falls back to status and the JSON as text', () => {
    expect(httpErrorText(500, 'Internal Server Error', '{"message":"boom"}')).toBe('500: {"message":"boom"}');
  });

  it('uses status and the raw text for a non-JSON body, or the status text when empty', () => {
    expect(httpErrorText(502, 'Bad Gateway', '<html>upstream</html>')).toBe('502: <html>upstream</html>');
    expect(httpErrorText(404, 'Not Found', '')).toBe('404: Not Found');
  });
});

describe('parseBody', () => {
  it('returns JSON when it parses, otherwise the raw text', () => {
    expect(parseBody('{"a":1}')).toEqual({ a: 1 });
    expect(parseBody('plain')).toBe('plain');
  });
});
