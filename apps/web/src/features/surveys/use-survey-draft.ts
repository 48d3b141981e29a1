import { useQueryClient } from '@tanstack/react-query';
import type { DefinitionProblem, SurveyDefinition } from '@sightline/shared/research/survey';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorProblems, isRevisionConflict, saveDraft, storeSurvey, surveyQuery, type SurveyDetail } from './api';
import { fieldProblems } from './definition-edit';

export type SaveStatus =
  | { kind: 'saved'; at: Date | null }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'blocked' }
  | { kind: 'rejected' }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict' };

/** How long the builder waits after the last edit before saving. */
const SAVE_DELAY_MS = 800;

/**
 * The builder's working copy of a survey's draft, saved a moment after each edit (PUT draft with the
 * revision it was based on). A draft with empty required texts is not sent; one the server refuses
 * keeps its problems; a newer revision on the server (another tab or device) stops saving until the
 * owner reloads it.
 */
export function useSurveyDraft(survey: SurveyDetail) {
  const queryClient = useQueryClient();
  const [definition, setDefinition] = useState(survey.draft);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'saved', at: null });
  const [serverProblems, setServerProblems] = useState<DefinitionProblem[]>([]);
  const revision = useRef(survey.draftRevision);
  const latest = useRef(survey.draft);
  const saved = useRef(survey.draft);
  const saving = useRef<Promise<boolean> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const conflict = useRef(false);
  const id = survey.id;

  const save = useCallback(async (): Promise<boolean> => {
    window.clearTimeout(timer.current);
    while (saving.current) await saving.current;
    if (conflict.current) return false;
    if (latest.current === saved.current) return true;
    if (fieldProblems(latest.current).length > 0) {
      setStatus({ kind: 'blocked' });
      return false;
    }
    const sending = latest.current;
    setStatus({ kind: 'saving' });
    const attempt = (async () => {
      try {
        const next = await saveDraft(id, sending, revision.current);
        revision.current = next.draftRevision;
        saved.current = sending;
        storeSurvey(queryClient, next);
        setServerProblems([]);
        if (latest.current === sending) setStatus({ kind: 'saved', at: new Date() });
        else setStatus({ kind: 'pending' });
        return true;
      } catch (error) {
        if (isRevisionConflict(error)) {
          conflict.current = true;
          setStatus({ kind: 'conflict' });
        } else if (errorProblems(error).length > 0) {
          setServerProblems(errorProblems(error));
          setStatus({ kind: 'rejected' });
        } else {
          setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
        }
        return false;
      }
    })();
    saving.current = attempt;
    const ok = await attempt;
    saving.current = null;
    // Edits made while this save was on its way.
    if (ok && latest.current !== saved.current) return save();
    return ok;
  }, [id, queryClient]);

  const edit = useCallback(
    (next: SurveyDefinition) => {
      latest.current = next;
      setDefinition(next);
      if (conflict.current) return;
      window.clearTimeout(timer.current);
      setStatus(fieldProblems(next).length > 0 ? { kind: 'blocked' } : { kind: 'pending' });
      timer.current = window.setTimeout(() => void save(), SAVE_DELAY_MS);
    },
    [save],
  );

  /** Drops the working copy for the server's current draft (after a conflict). */
  const reload = useCallback(async () => {
    window.clearTimeout(timer.current);
    const { survey: fresh } = await queryClient.fetchQuery({ ...surveyQuery(id), staleTime: 0 });
    conflict.current = false;
    revision.current = fresh.draftRevision;
    latest.current = fresh.draft;
    saved.current = fresh.draft;
    setDefinition(fresh.draft);
    setServerProblems([]);
    setStatus({ kind: 'saved', at: null });
  }, [id, queryClient]);

  // Leaving the page saves what is waiting; closing the tab with unsaved edits asks first.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (latest.current !== saved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      if (latest.current !== saved.current && !conflict.current) void save();
    };
  }, [save]);

  return { definition, edit, status, serverProblems, save, reload };
}
