import type { Audit } from '../../types';
import '../../gatherers/performance/perf-elements';

// block and auto (Chrome's default behaves as block) hide text for up to 3 s while the font loads.
const INVISIBLE = new Set([null, 'auto', 'block']);

export const fontDisplay: Audit<'PerfElements'> = {
  meta: {
    id: 'font-display',
    category: 'pageSpeed',
    title: 'Text stays visible while web fonts load',
    failureTitle: 'Text is invisible while web fonts load',
    description: 'Without font-display: swap (or optional), browsers hide text for up to three seconds while a web font downloads.',
    recommendation: 'Add font-display: swap to each @font-face rule (Google Fonts: add &display=swap to the URL).',
    guide: '/guides/performance/web-fonts',
    severity: 'moderate',
    requiredArtifacts: ['PerfElements'],
  },
  audit({ PerfElements }) {
    const faces = PerfElements.fontFaces;
    if (faces.length === 0) {
      if (PerfElements.unreadableStylesheets.length > 0) return { outcome: 'needs-review', explanation: `Cross-origin stylesheets could not be read: ${PerfElements.unreadableStylesheets.slice(0, 3).join(', ')}` };
      return { outcome: 'not-applicable', explanation: 'The page declares no web fonts' };
    }
    const hidden = faces.filter((face) => INVISIBLE.has(face.display));
    if (hidden.length === 0) return { outcome: 'passed' };
    return {
      outcome: 'failed',
      displayValue: `${hidden.length} @font-face rule${hidden.length > 1 ? 's' : ''} without swap`,
      details: { fonts: hidden.map((face) => ({ family: face.family, display: face.display ?? '(not set)', stylesheet: face.stylesheet ?? 'inline <style>' })) },
    };
  },
};
