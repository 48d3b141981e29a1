import type { Audit } from '../../types';
import '../../gatherers/social/artifacts';

/** The size Facebook and LinkedIn recommend; smaller images get the small side-thumbnail layout. */
export const OG_IMAGE_MIN = { width: 1200, height: 630 };

export const ogImage: Audit<'ShareImage'> = {
  meta: {
    id: 'og-image',
    category: 'social',
    title: 'Share image loads and is large enough',
    failureTitle: 'Share image is missing, broken or too small',
    description: `Shared links with an image of at least ${OG_IMAGE_MIN.width}×${OG_IMAGE_MIN.height} px get the large preview card, which is clicked far more than a text-only or thumbnail preview.`,
    recommendation: `Point og:image at an absolute https URL of a ${OG_IMAGE_MIN.width}×${OG_IMAGE_MIN.height} px (1.91:1) JPEG or PNG under 5 MB that loads without cookies.`,
    guide: '/guides/social/share-image',
    severity: 'moderate',
    requiredArtifacts: ['ShareImage'],
  },
  audit({ ShareImage }) {
    if (ShareImage.url === null) return { outcome: 'failed', displayValue: 'no og:image' };
    if (!ShareImage.loaded) return { outcome: 'failed', severity: 'serious', explanation: `${ShareImage.url} does not load`, details: { url: ShareImage.url } };
    const { width, height } = ShareImage;
    const details = { url: ShareImage.url, width, height };
    if ((width ?? 0) < OG_IMAGE_MIN.width || (height ?? 0) < OG_IMAGE_MIN.height) {
      return { outcome: 'failed', severity: 'minor', displayValue: `${width}×${height} px`, explanation: `Smaller than ${OG_IMAGE_MIN.width}×${OG_IMAGE_MIN.height} px`, details };
    }
    return { outcome: 'passed', displayValue: `${width}×${height} px`, details };
  },
};
