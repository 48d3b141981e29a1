import { useNavigate } from 'react-router';
import { RunsList } from '../../features/agents/components/runs-list';
import { StartRunForm } from '../../features/agents/components/start-run-form';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /agents: start a task agent (site, task, persona) and the list of this visitor's runs with their outcomes. */
export function AgentsPage() {
  useDocumentTitle('Task agents');
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-balance">Task agents</h1>
      <p className="mt-3 text-muted-foreground">
        A task agent is headless Chromium trying to get one thing done on your site, the way a visitor would: it reads what is on screen (accessible names, visible text, landmarks),
        picks the most promising link, button or search box by a score you can read at every step, handles cookie banners, backs out of dead ends and stops at success or at its step
        and time limits. It never pays and never types personal data: forms get test data. It chooses with its own scoring, with no language model.
      </p>
      <div className="mt-8">
        <StartRunForm onStarted={(run) => void navigate(`/agent-mode-demo?run=${run.id}`)} />
      </div>
      <RunsList />
    </div>
  );
}
