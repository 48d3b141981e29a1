import type { Audit, SiteAudit } from '../../types';
import { aboveFoldClutter } from './above-fold-clutter';
import { buttonConsistency } from './button-consistency';
import { colourPalette } from './colour-palette';
import { contentUnderFixed } from './content-under-fixed';
import { layoutShiftRegions } from './layout-shift-regions';
import { textContrastOverImages } from './text-contrast-over-images';
import { typographyConsistency } from './typography-consistency';

export const uiAnalysisAudits: Array<Audit | SiteAudit> = [
  textContrastOverImages,
  contentUnderFixed,
  layoutShiftRegions,
  aboveFoldClutter,
  buttonConsistency,
  colourPalette,
  typographyConsistency,
] as Array<Audit | SiteAudit>;
