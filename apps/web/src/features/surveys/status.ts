import type { SurveyStatus } from './api';

export const STATUS_LABEL: Record<SurveyStatus, string> = { draft: 'Draft', open: 'Open', closed: 'Closed' };
