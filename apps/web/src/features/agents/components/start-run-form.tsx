import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_PERSONAS, AGENT_TASKS, type AgentPersona, type AgentTask } from '@sightline/shared/agents';
import type { AgentRunSummary } from '@sightline/shared/agents/schema';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { agentRunsQuery, startAgentRun } from '../api';
import { PERSONA_LABELS, TASK_LABELS } from '../strings';

const selectClass = 'mt-1 h-10 w-full rounded-md border border-input bg-background px-3 text-sm';

/** Domain, task and persona, and the button that queues the run; `onStarted` gets the new run. */
export function StartRunForm({ onStarted, submitLabel = 'Start the agent' }: { onStarted(run: AgentRunSummary): void; submitLabel?: string }) {
  const [domain, setDomain] = useState('');
  const [task, setTask] = useState<AgentTask>('price');
  const [persona, setPersona] = useState<AgentPersona>('desktop');
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: startAgentRun,
    onSuccess: (run) => {
      void queryClient.invalidateQueries({ queryKey: agentRunsQuery().queryKey });
      onStarted(run);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate({ domain: domain.trim(), task, persona });
  };
  return (
    <form className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm" onSubmit={submit} aria-label="Start a task agent">
      <div className="grid gap-1.5">
        <Label htmlFor="agent-domain">Site</Label>
        <Input id="agent-domain" name="domain" required maxLength={2048} placeholder="shop.example or shop.example/start" autoComplete="url" value={domain} onChange={(event) => setDomain(event.target.value)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="agent-task">Task</Label>
          <select id="agent-task" className={selectClass} value={task} onChange={(event) => setTask(event.target.value as AgentTask)} aria-describedby="agent-task-goal">
            {AGENT_TASKS.map((value) => (
              <option key={value} value={value}>
                {TASK_LABELS[value].title}
              </option>
            ))}
          </select>
          <p id="agent-task-goal" className="mt-1.5 text-xs text-muted-foreground">
            {TASK_LABELS[task].goal}
          </p>
        </div>
        <div>
          <Label htmlFor="agent-persona">Persona</Label>
          <select id="agent-persona" className={selectClass} value={persona} onChange={(event) => setPersona(event.target.value as AgentPersona)} aria-describedby="agent-persona-description">
            {AGENT_PERSONAS.map((value) => (
              <option key={value} value={value}>
                {PERSONA_LABELS[value].title}
              </option>
            ))}
          </select>
          <p id="agent-persona-description" className="mt-1.5 text-xs text-muted-foreground">
            {PERSONA_LABELS[persona].description}
          </p>
        </div>
      </div>
      {start.error && (
        <p role="alert" className="text-sm text-destructive">
          {start.error.message}
        </p>
      )}
      <div>
        <Button type="submit" disabled={start.isPending || domain.trim() === ''}>
          {start.isPending ? 'Checking the site…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
