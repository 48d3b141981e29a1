import { describe, expect, it } from 'vitest';
import { sharePreview } from '../../../src/audits/social/share-preview';
import { auditContext, head, mainDocument, meta } from '../../helpers/artifacts';

describe('share-preview', () => {
  it('composes the card from Open Graph tags with a large image layout', () => {
    const result = sharePreview.audit(
      {
        HeadElements: head({ metas: [meta({ property: 'og:title', content: 'Shoes for life' }), meta({ property: 'og:description', content: 'Handmade' }), meta({ property: 'og:url', content: 'https://www.shop.test/' })] }),
        ShareImage: { url: 'https://shop.test/s.png', loaded: true, width: 1200, height: 630 },
        MainDocument: mainDocument(),
      },
      auditContext(),
    );
    expect(result).toMatchObject({ outcome: 'needs-review', details: { preview: { title: 'Shoes for life', description: 'Handmade', domain: 'shop.test', image: 'https://shop.test/s.png', layout: 'large' } } });
  });
  it('falls back to the title and meta description, text-only when the image does not load', () => {
    const result = sharePreview.audit(
      { HeadElements: head({ metas: [meta({ name: 'description', content: 'Plain description' })] }), ShareImage: { url: 'https://shop.test/gone.png', loaded: false, width: null, height: null }, MainDocument: mainDocument() },
      auditContext(),
    );
    expect(result).toMatchObject({ details: { preview: { title: 'Handmade shoes — Shop', description: 'Plain description', image: null, layout: 'text' } } });
  });
});
