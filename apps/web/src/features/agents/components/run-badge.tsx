import type { AgentRunSummary } from '@sightline/shared/agents/schema';
import { Badge } from '../../../components/ui/badge';
import { STATUS_LABELS } from '../strings';

/** Where a run stands: its outcome once finished, else its status. */
export function RunBadge({ run }: { run: Pick<AgentRunSummary, 'status' | 'outcome'> }) {
  if (run.status === 'completed' && run.outcome === 'success') return <Badge variant="success">Task done</Badge>;
  if (run.status === 'completed') return <Badge className="border-amber-700/30 bg-amber-50 text-amber-900">Task not done</Badge>;
  if (run.status === 'failed') return <Badge className="border-red-700/30 bg-red-50 text-red-900">{STATUS_LABELS.failed}</Badge>;
  return <Badge variant="outline">{STATUS_LABELS[run.status]}</Badge>;
}
