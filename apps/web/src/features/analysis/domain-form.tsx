import { submitDomainError, normalizeDomain } from '@sightline/shared';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, CircleAlert, Globe } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { SUBMIT_QUEUED_ATTRIBUTE } from '../../lib/app-start';
import { cn } from '../../lib/utils';
import { useDomainValidation } from '../domain/use-domain-validation';
import type { DomainInputContext } from '../domain/validate-domain';
import { toast } from '../toast/toast-store';
import { startAnalysis, type SubmissionSource } from './start-analysis';
import { ANALYSIS_STRINGS as S } from './strings';

export const SHAKE_DURATION_MS = 600;

interface DomainFormProps {
  context: DomainInputContext;
  source: SubmissionSource;
  onStarted?: () => void;
  /** What a submit starts, resolving to the page to open: the home page's analysis unless given (/bias-detection starts a site check). */
  start?: (typed: string) => Promise<string>;
  /** The button's words when the form is neither the home page's nor the modal's. */
  submitLabel?: string;
}

/** Domain input with live validation and the analysis submit of the spec's states and transitions, validation rules, calls and error catalogue. */
export function DomainForm({ context, source, onStarted, start, submitLabel }: DomainFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const { value, status, message, startUrl, setValue, setMessage } = useDomainValidation(context);
  const [shaking, setShaking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const takenOver = useRef(false);
  const submitWhenChecked = useRef(false);

  const analysis = useMutation({
    mutationFn: (typed: string) => (start ? start(typed) : startAnalysis(typed, source)),
    onSuccess: (path) => {
      onStarted?.();
      void navigate(path);
    },
    onError: (error) => {
      toast({ title: S.errorTitle, description: error.message || S.errorFallback, variant: 'destructive' });
    },
  });

  useEffect(() => {
    if (!shaking) return;
    const timer = window.setTimeout(() => setShaking(false), SHAKE_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [shaking]);

  // On the prerendered home page a visitor may type before the app hydrates the form (src/home-runtime):
  // the text is taken over, and checked as if just typed.
  useLayoutEffect(() => {
    if (takenOver.current) return;
    takenOver.current = true;
    const typed = inputRef.current?.value ?? '';
    if (typed !== '') setValue(typed);
  }, [setValue]);

  // A submit made before the app was there goes ahead once the domain check has answered.
  useEffect(() => {
    if (!submitWhenChecked.current || status === 'validating') return;
    submitWhenChecked.current = false;
    formRef.current?.requestSubmit();
  }, [status]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const queued = event.currentTarget.hasAttribute(SUBMIT_QUEUED_ATTRIBUTE);
    event.currentTarget.removeAttribute(SUBMIT_QUEUED_ATTRIBUTE);
    if (analysis.isPending) return;
    if (queued && status === 'validating') {
      submitWhenChecked.current = true;
      return;
    }
    const error = submitDomainError(value, status);
    if (error) setMessage(error);
    if (status === 'invalid' || (error && status !== 'validating')) {
      setShaking(true);
      return;
    }
    if (error) return;
    analysis.mutate(value);
  };

  const messageId = `${id}-message`;
  const startsOn = status === 'valid' && startUrl !== null ? S.startsOn(startUrl) : null;
  const tone = status === 'valid' ? 'text-emerald-700' : status === 'validating' ? 'text-muted-foreground' : 'text-destructive';
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="w-full" data-testid="domain-form" data-status={status}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {S.inputLabel}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className={cn('relative flex-1', shaking && 'animate-shake')} data-shaking={shaking || undefined}>
          <Globe className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            ref={inputRef}
            id={`${id}-input`}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={S.placeholder}
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={status === 'invalid'}
            aria-describedby={messageId}
            className="h-12 pl-9 pr-10 text-base sm:text-base"
          />
          <span className="absolute right-3 top-1/2 -translate-y-1/2" aria-hidden="true">
            {status === 'validating' && normalizeDomain(value) !== '' && <Spinner className="size-4 text-muted-foreground" />}
            {status === 'valid' && <CircleCheck className="size-4 text-emerald-600" />}
            {status === 'invalid' && <CircleAlert className="size-4 text-destructive" />}
          </span>
        </div>
        <Button type="submit" size="lg" disabled={analysis.isPending} className="h-12">
          {analysis.isPending ? S.pending : (submitLabel ?? (context === 'modal' ? S.submitModal : S.submitHome))}
        </Button>
      </div>
      {/* The page to be analysed stays on one line (a long address is cut short, in full in its title), so nothing below moves. */}
      <p
        id={messageId}
        role="status"
        aria-live="polite"
        className={cn('mt-2 min-h-5 text-left text-sm', tone, startsOn && 'truncate')}
        data-testid="domain-message"
        title={startsOn ?? undefined}
      >
        {startsOn ?? message ?? (status === 'validating' ? S.checking : '')}
      </p>
    </form>
  );
}
