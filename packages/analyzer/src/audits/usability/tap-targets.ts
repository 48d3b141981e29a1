import type { Audit } from '../../types';
import { judgeTargetSize } from './target-geometry';

/** Android and Material guidance: 48 × 48 dp touch targets. */
const RECOMMENDED_PX = 48;

export const tapTargets: Audit<'TapTargets'> = {
  meta: {
    id: 'tap-targets',
    category: 'usability',
    title: 'Tap targets have the recommended 48 px size or spacing',
    failureTitle: 'Some tap targets are smaller than the recommended 48 px and close to others',
    description: `Fingertips cover about 10 mm; targets under ${RECOMMENDED_PX} × ${RECOMMENDED_PX} px next to other targets are slow to hit and often missed (Fitts's law).`,
    recommendation: `Give links and buttons a ${RECOMMENDED_PX} × ${RECOMMENDED_PX} px hit area with padding, or space small ones ${RECOMMENDED_PX} px apart.`,
    guide: '/guides/laws/fitts-law',
    severity: 'minor',
    requiredArtifacts: ['TapTargets'],
    devices: ['mobile'],
  },
  audit({ TapTargets }) {
    return judgeTargetSize(TapTargets.targets, RECOMMENDED_PX, (failing, judged) => `${failing} of ${judged} targets below ${RECOMMENDED_PX} px and crowded`);
  },
};
