import type { Audit } from '../../types';
import { judgeTargetSize } from './target-geometry';

const MIN_PX = 24;

export const targetSize: Audit<'TapTargets'> = {
  meta: {
    id: 'target-size',
    category: 'usability',
    title: 'Tap targets are at least 24 × 24 px or spaced apart',
    failureTitle: 'Some tap targets are smaller than 24 × 24 px and crowded',
    description: `Links and buttons smaller than ${MIN_PX} × ${MIN_PX} px with neighbours closer than ${MIN_PX} px get mis-tapped, especially by people with tremors.`,
    recommendation: `Make each target at least ${MIN_PX} × ${MIN_PX} px (padding counts) or keep ${MIN_PX} px between small targets.`,
    guide: '/guides/laws/fitts-law',
    severity: 'serious',
    wcag: ['2.5.8'],
    requiredArtifacts: ['TapTargets'],
    devices: ['mobile'],
  },
  audit({ TapTargets }) {
    return judgeTargetSize(TapTargets.targets, MIN_PX, (failing, judged) => `${failing} of ${judged} targets too small`);
  },
};
