import { useMutation } from '@tanstack/react-query';
import type { EnquiryKind } from '@sightline/shared/content';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { HttpError } from '../../lib/api';
import { cn } from '../../lib/utils';
import { problemsOf, sendEnquiry, type EnquiryAnswer, type EnquiryProblem, type EnquiryRequest } from './api';
import { ENQUIRY_LIMITS } from '@sightline/shared/content/enquiries';
import { DETAIL_FIELDS, type DetailField } from './fields';
import { ENQUIRY_STRINGS as S, KIND_STRINGS } from './strings';

const SOURCE_PAGE = /^\/[A-Za-z0-9/_-]{0,199}$/;

const CONTROL =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-[invalid=true]:border-destructive sm:text-sm';

/** The browser's IANA time zones, the visitor's own first among them when the list lacks it. */
function timeZoneNames(own: string): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = names.includes('UTC') ? names : [...names, 'UTC'];
  return own === '' || all.includes(own) ? all : [own, ...all];
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A label, its control, an optional hint and the server's message about it, tied together for assistive technology. */
function Field({ id, label, required = false, hint, error, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
        {required ? (
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="font-normal text-muted-foreground"> ({S.optional})</span>
        )}
      </label>
      {/* Hint and message above the control: read before typing, and not hidden by a phone's keyboard. */}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
    </div>
  );
}

interface TimeZones {
  /** Empty until mounted: the server's list of zones need not be the browser's. */
  names: string[];
  value: string;
  onChange: (zone: string) => void;
}

function DetailControl({ field, control, timeZones }: { field: DetailField; control: { id: string }; timeZones: TimeZones }) {
  const name = `details.${field.name}`;
  if (field.type === 'time-zone') {
    return (
      <select {...control} name={name} required value={timeZones.value} onChange={(event) => timeZones.onChange(event.target.value)} className={cn(CONTROL, 'h-10')}>
        <option value="" disabled>
          {S.choose}
        </option>
        {timeZones.names.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
    );
  }
  if (field.type === 'select') {
    return (
      <select {...control} name={name} required={!field.optional} defaultValue="" className={cn(CONTROL, 'h-10')}>
        <option value="" disabled>
          {S.choose}
        </option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  return <Input {...control} name={name} type={field.type} required={!field.optional} maxLength={field.maxLength} autoComplete={field.autoComplete} inputMode={field.type === 'url' ? 'url' : undefined} />;
}

function Success({ answer }: { answer: EnquiryAnswer }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { email, confirmationEmail } = answer.data;
  const text = confirmationEmail === 'sent' ? S.sent(email) : confirmationEmail === 'failed' ? S.failed(email) : S.notSent(email);
  const Icon = confirmationEmail === 'sent' ? CircleCheck : CircleAlert;
  return (
    <div className="grid gap-2">
      <h2 ref={heading} tabIndex={-1} className="flex scroll-mt-24 items-center gap-2 text-xl font-semibold tracking-tight outline-none">
        <Icon className={cn('size-6 shrink-0', confirmationEmail === 'sent' ? 'text-primary' : 'text-amber-600')} aria-hidden="true" />
        {S.successTitle}
      </h2>
      <p className="break-words text-muted-foreground">{text}</p>
    </div>
  );
}

/**
 * The enquiry form of a marketing page (/contact-us, /apply-now…). The server checks every field and
 * its messages are shown beside the fields they name; focus goes to the first field to fix, or to
 * the confirmation once the enquiry is in.
 */
export function EnquiryForm({ kind }: { kind: EnquiryKind }) {
  const strings = KIND_STRINGS[kind];
  const details = DETAIL_FIELDS[kind];
  const baseId = useId();
  const fieldId = (field: string) => `${baseId}-${field.replace('.', '-')}`;
  const { pathname } = useLocation();
  const [problems, setProblems] = useState<EnquiryProblem[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  /** Bumped after each refused attempt, so focus moves even when the same field is wrong again. */
  const [refusals, setRefusals] = useState(0);
  const [timeZone, setTimeZone] = useState('');
  const [timeZoneList, setTimeZoneList] = useState<string[]>([]);
  const formErrorRef = useRef<HTMLParagraphElement>(null);

  // The visitor's zone and the list of zones are read after mounting, so render stays pure.
  useEffect(() => {
    if (!details.some((field) => field.type === 'time-zone')) return;
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
    setTimeZoneList(timeZoneNames(own));
    setTimeZone(own);
  }, [details]);

  const send = useMutation({
    mutationFn: sendEnquiry,
    onMutate: () => {
      setProblems([]);
      setFormError(null);
    },
    onError: (error) => {
      const found = error instanceof HttpError ? problemsOf(error.body) : [];
      const known = new Set(['name', 'email', 'organisation', 'message', ...details.map((field) => `details.${field.name}`)]);
      const onForm = found.filter((problem) => known.has(problem.field));
      setProblems(onForm);
      // What no field shows (a rate limit, a server error, a problem with the request itself) is said above the button.
      const elsewhere = found.find((problem) => !known.has(problem.field));
      setFormError(onForm.length > 0 && !elsewhere ? null : (elsewhere?.message ?? (error instanceof HttpError ? error.message : S.offline)));
      setRefusals((count) => count + 1);
    },
  });

  useEffect(() => {
    if (refusals === 0) return;
    const first = problems[0];
    if (first) document.getElementById(fieldId(first.field))?.focus();
    else formErrorRef.current?.focus();
    // Only a new refusal moves focus; fieldId is stable for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusals]);

  const errorFor = (field: string) => problems.find((problem) => problem.field === field)?.message;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const body: EnquiryRequest = {
      kind,
      name: text('name'),
      email: text('email').trim(),
      message: text('message'),
      details: Object.fromEntries(details.map((field) => [field.name, text(`details.${field.name}`)]).filter(([, value]) => value!.trim() !== '')),
    };
    if (text('organisation').trim() !== '') body.organisation = text('organisation');
    if (SOURCE_PAGE.test(pathname)) body.sourcePage = pathname;
    send.mutate(body);
  }

  /** A field the visitor changes no longer shows the message about its old value. */
  function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (problems.some((problem) => problem.field === name)) setProblems((current) => current.filter((problem) => problem.field !== name));
  }

  const headingId = `${baseId}-heading`;
  return (
    <section aria-labelledby={send.data ? undefined : headingId} className="mt-12 max-w-2xl rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-8">
      {send.data ? (
        <Success answer={send.data} />
      ) : (
        <>
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            {strings.heading}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {strings.intro} {S.requiredNote}
          </p>
          <form method="post" noValidate onSubmit={onSubmit} onChange={onChange} aria-busy={send.isPending} className="mt-6 grid gap-5">
            <Field id={fieldId('name')} label={S.name} required error={errorFor('name')}>
              {(control) => <Input {...control} name="name" required maxLength={ENQUIRY_LIMITS.name} autoComplete="name" />}
            </Field>
            <Field id={fieldId('email')} label={S.email} required hint={S.emailHint} error={errorFor('email')}>
              {(control) => <Input {...control} name="email" type="email" required maxLength={ENQUIRY_LIMITS.email} autoComplete="email" spellCheck={false} />}
            </Field>
            <Field id={fieldId('organisation')} label={S.organisation} error={errorFor('organisation')}>
              {(control) => <Input {...control} name="organisation" maxLength={ENQUIRY_LIMITS.organisation} autoComplete="organization" />}
            </Field>
            {details.map((field) => (
              <Field key={field.name} id={fieldId(`details.${field.name}`)} label={field.label} required={!field.optional} hint={field.hint} error={errorFor(`details.${field.name}`)}>
                {(control) => <DetailControl field={field} control={control} timeZones={{ names: timeZoneList, value: timeZone, onChange: setTimeZone }} />}
              </Field>
            ))}
            <Field id={fieldId('message')} label={strings.message} required hint={strings.messageHint} error={errorFor('message')}>
              {(control) => <textarea {...control} name="message" required maxLength={ENQUIRY_LIMITS.message} rows={6} className={cn(CONTROL, 'min-h-32 resize-y')} />}
            </Field>
            <div className="grid gap-3">
              {formError && (
                <p ref={formErrorRef} tabIndex={-1} role="alert" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive outline-none">
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {formError}
                </p>
              )}
              {problems.length > 0 && <p className="text-sm text-destructive">{S.problemsTitle(problems.length)}</p>}
              <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto sm:justify-self-start">
                {send.isPending && <Spinner />}
                {send.isPending ? S.sending : strings.submit}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
