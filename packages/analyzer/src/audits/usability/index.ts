import type { Audit, SiteAudit } from '../../types';
import { bodyFontSize } from './body-font-size';
import { callToAction } from './call-to-action';
import { fontSize } from './font-size';
import { formLabels } from './form-labels';
import { inputAutocomplete } from './input-autocomplete';
import { inputTypes } from './input-types';
import { lineLength } from './line-length';
import { linkText } from './link-text';
import { navigation } from './navigation';
import { navigationConsistency } from './navigation-consistency';
import { overlays } from './overlays';
import { pinchZoom } from './pinch-zoom';
import { readability } from './readability';
import { reflow } from './reflow';
import { tapTargets } from './tap-targets';
import { targetSize } from './target-size';
import { viewport } from './viewport';

// Keyboard checks listed under USABILITY in the issue (skip link, visible focus while tabbing) are
// the accessibility engineer's keyboard gatherer and audits; they are not repeated here.
export const usabilityAudits: Array<Audit | SiteAudit> = [
  viewport,
  pinchZoom,
  fontSize,
  bodyFontSize,
  targetSize,
  tapTargets,
  formLabels,
  inputTypes,
  inputAutocomplete,
  linkText,
  navigation,
  navigationConsistency,
  reflow,
  overlays,
  readability,
  lineLength,
  callToAction,
];
