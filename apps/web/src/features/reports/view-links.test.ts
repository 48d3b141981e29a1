import { describe, expect, it } from 'vitest';
import { viewPath, viewsFor } from './view-links';

const all = { comprehensive: true, detailed: true, whitelabel: true };
const none = { comprehensive: false, detailed: false, whitelabel: false };

describe('view links', () => {
  it('offers the owner every view, marking those the plan does not include', () => {
    expect(viewsFor({ owner: true, entitlements: all })).toEqual([
      { view: 'standard', included: true },
      { view: 'comprehensive', included: true },
      { view: 'detailed', included: true },
    ]);
    expect(viewsFor({ owner: true, entitlements: { ...none, detailed: true } }).map(({ view, included }) => `${view}:${included}`)).toEqual(['standard:true', 'comprehensive:false', 'detailed:true']);
  });

  it('keeps a share link to the views its scope opens', () => {
    // A comprehensive link's entitlements name comprehensive; a standard link's name nothing.
    expect(viewsFor({ token: 't', owner: false, entitlements: { ...none, comprehensive: true } }).map(({ view }) => view)).toEqual(['standard', 'comprehensive']);
    expect(viewsFor({ token: 't', owner: false, entitlements: none }).map(({ view }) => view)).toEqual(['standard']);
    expect(viewsFor({ token: 't', owner: false, entitlements: { ...none, whitelabel: true } }).map(({ view }) => view)).toEqual(['standard']);
  });

  it('puts the token into the paths of views that have share-link pages', () => {
    expect(viewPath('comprehensive', 'id1', 'tok')).toBe('/comprehensive-report/id1/tok');
    expect(viewPath('standard', 'id1')).toBe('/standard-report/id1');
    expect(viewPath('detailed', 'id1')).toBe('/detailed-report/id1');
  });
});
