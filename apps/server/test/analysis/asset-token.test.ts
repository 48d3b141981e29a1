import { describe, expect, it } from 'vitest';
import { ASSET_TOKEN_SECONDS, createAssetToken, verifyAssetToken } from '../../src/analysis/asset-token';

const ID = '6f1c1f1e-8c53-4a55-9a0c-1b1d8e3f0a11';
const OTHER = '0b7a9d52-3f51-4a1e-8f5e-2c4c2f9d7e01';

describe('asset tokens', () => {
  const now = Date.UTC(2026, 10, 22, 8, 0, 0);
  const token = createAssetToken('secret-a', ID, now);

  it('opens the screenshots of its own analysis for an hour', () => {
    expect(verifyAssetToken('secret-a', ID, token, now)).toBe(true);
    expect(verifyAssetToken('secret-a', ID, token, now + ASSET_TOKEN_SECONDS * 1000 - 1000)).toBe(true);
    expect(verifyAssetToken('secret-a', ID, token, now + ASSET_TOKEN_SECONDS * 1000 + 1000)).toBe(false);
  });

  it('is bound to the analysis and the server secret, and its expiry cannot be edited', () => {
    expect(verifyAssetToken('secret-a', OTHER, token, now)).toBe(false);
    expect(verifyAssetToken('secret-b', ID, token, now)).toBe(false);
    const [expires, mac] = token.split('.');
    expect(verifyAssetToken('secret-a', ID, `${Number(expires) + 86_400}.${mac}`, now)).toBe(false);
  });

  it('refuses malformed tokens', () => {
    for (const bad of ['', '.', 'abc', `${token}x`, token.replace('.', ''), `-1.${token.split('.')[1]}`]) expect(verifyAssetToken('secret-a', ID, bad, now)).toBe(false);
  });
});
