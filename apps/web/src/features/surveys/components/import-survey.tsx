import { useQueryClient } from '@tanstack/react-query';
import type { DefinitionProblem } from '@sightline/shared/research/survey';
import { CircleAlert, FileUp, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../toast/toast-store';
import { createSurvey, errorProblems, storeSurvey } from '../api';

/** Where a JSON pointer points, for a person: "/questions/1/title" stays as it is, "" is the whole file. */
const where = (path: string) => path || 'the whole file';

function Problems({ id, problems }: { id: string; problems: DefinitionProblem[] }) {
  return (
    <div id={id} role="alert" className="rounded-lg border border-destructive/40 bg-red-50 p-3 text-sm">
      <p className="flex items-center gap-2 font-semibold text-destructive">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {problems.length === 1 ? 'One problem: nothing was imported' : `${problems.length} problems: nothing was imported`}
      </p>
      <ul className="mt-2 space-y-1.5">
        {problems.map((problem) => (
          <li key={`${problem.path}\n${problem.message}`} className="break-words">
            <code className="rounded bg-background px-1 py-0.5 font-mono text-xs">{where(problem.path)}</code> {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Import from JSON": a survey definition from a file or pasted, checked here with the API's own
 * schema and checks (the problems listed with their JSON pointers), then created as a new draft.
 */
function ImportForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [problems, setProblems] = useState<DefinitionProblem[]>([]);
  const [busy, setBusy] = useState(false);

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileName(file.name);
    setProblems([]);
    setText(await file.text());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblems([{ path: '', message: 'Choose a file, or paste a survey definition.' }]);
    setBusy(true);
    try {
      // Loaded on use: the schema check is not needed to list the surveys.
      const { parseDefinition } = await import('@sightline/shared/research/survey-validate');
      const parsed = parseDefinition(text);
      if ('problems' in parsed) return setProblems(parsed.problems);
      const survey = await createSurvey(parsed.definition.title, parsed.definition);
      storeSurvey(queryClient, survey);
      onDone();
      toast({ title: 'Survey imported', description: `"${survey.title}" is a new draft: check it, then publish it.` });
      await navigate(`/surveys/${survey.id}/edit`);
    } catch (error) {
      const server = errorProblems(error);
      setProblems(server.length ? server : [{ path: '', message: `The survey could not be created: ${error instanceof Error ? error.message : String(error)}` }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <div>
        <input id={`${id}-file`} type="file" accept=".json,application/json" className="peer sr-only" onChange={(event) => void chooseFile(event)} />
        <label
          htmlFor={`${id}-file`}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-border bg-background px-4 text-sm font-medium hover:bg-muted peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2"
        >
          <FileUp aria-hidden="true" className="size-4" />
          Choose a JSON file
        </label>
        <p className="mt-1.5 text-xs text-muted-foreground" aria-live="polite">
          {fileName ? `Read from ${fileName}: check it below.` : 'A file from "Export definition (JSON)" in a survey\'s builder.'}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-text`} className="mb-1.5 block text-sm font-medium">
          Or paste the definition
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          rows={8}
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            setProblems([]);
          }}
          aria-invalid={problems.length > 0 || undefined}
          aria-describedby={problems.length > 0 ? `${id}-problems` : undefined}
          placeholder={'{\n  "schemaVersion": 1,\n  "title": "…",\n  "questions": [ … ]\n}'}
          className="w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-[invalid=true]:border-destructive"
        />
      </div>
      {problems.length > 0 && <Problems id={`${id}-problems`} problems={problems} />}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner className="size-4" /> : <Upload aria-hidden="true" />}
          Import
        </Button>
      </div>
    </form>
  );
}

export function ImportSurveyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import a survey from JSON"
      description="A survey definition becomes a new draft survey, checked first with the same rules as the builder's."
      className="max-w-2xl"
    >
      <ImportForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
