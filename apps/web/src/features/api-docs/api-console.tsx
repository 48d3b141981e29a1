import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { openApiQuery, publicOperations, type ListedOperation } from './openapi';
import { StatusTable } from './status-table';
import { API_DOCS_STRINGS as S } from './strings';

interface Sent {
  request: string;
  status: number;
  statusText: string;
  ms: number;
  headers: Array<[string, string]>;
  body: string;
}

/** The body a request starts with: the required fields of its schema, empty. */
function bodyTemplate(operation: ListedOperation['operation']): string {
  const schema = operation.requestBody?.content['application/json']?.schema;
  if (!schema?.properties) return '';
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties).filter(([name]) => required.has(name));
  const empty = (type: string | undefined) => (type === 'array' ? [] : type === 'object' ? {} : type === 'integer' || type === 'number' ? 0 : type === 'boolean' ? false : '');
  return JSON.stringify(Object.fromEntries(fields.map(([name, field]) => [name, empty(field.type)])), null, 2);
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function Console({ operations }: { operations: ListedOperation[] }) {
  const [selected, setSelected] = useState(0);
  const operation = operations[selected]!;
  const [key, setKey] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState(() => bodyTemplate(operation.operation));
  const [sent, setSent] = useState<Sent | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ids = { op: useId(), key: useId(), body: useId() };
  const parameters = operation.operation.parameters ?? [];
  const hasBody = operation.operation.requestBody !== undefined;

  function choose(index: number) {
    setSelected(index);
    setValues({});
    setBody(bodyTemplate(operations[index]!.operation));
    setSent(null);
    setProblem(null);
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    let url = operation.path;
    const query = new URLSearchParams();
    for (const parameter of parameters) {
      const value = values[parameter.name]?.trim() ?? '';
      if (parameter.in === 'path') {
        if (value === '') return setProblem(S.consoleMissing(parameter.name));
        url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
      } else if (parameter.in === 'query' && value !== '') query.set(parameter.name, value);
    }
    if (query.size > 0) url += `?${query.toString()}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (key.trim() !== '') headers.Authorization = `Bearer ${key.trim()}`;
    if (hasBody) headers['Content-Type'] = 'application/json';
    const method = operation.method.toUpperCase();
    const shownHeaders = Object.entries(headers).map(([name, value]) => `${name}: ${name === 'Authorization' ? `Bearer ${key.trim().slice(0, 9)}…` : value}`);
    setPending(true);
    const started = performance.now();
    try {
      // Sent as it is, with no cookie and no session token: exactly what a script would send.
      const response = await fetch(url, { method, headers, credentials: 'omit', body: hasBody ? body : undefined });
      const text = await response.text();
      setSent({
        request: [`${method} ${url}`, ...shownHeaders, ...(hasBody ? ['', body] : [])].join('\n'),
        status: response.status,
        statusText: response.statusText,
        ms: Math.round(performance.now() - started),
        headers: [...response.headers.entries()],
        body: pretty(text),
      });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={send} className="mt-4 space-y-4 rounded-xl border border-border bg-card p-4 sm:p-5">
      <div>
        <Label htmlFor={ids.op}>{S.consoleOperation}</Label>
        <select id={ids.op} value={selected} onChange={(event) => choose(Number(event.target.value))} className="mt-1.5 h-10 w-full rounded-md border border-input bg-background px-2 font-mono text-sm">
          {operations.map((entry, index) => (
            <option key={`${entry.method} ${entry.path}`} value={index}>
              {entry.method.toUpperCase()} {entry.path}
            </option>
          ))}
        </select>
        {operation.operation.summary && <p className="mt-1 text-sm text-muted-foreground">{operation.operation.summary}</p>}
      </div>
      <div>
        <Label htmlFor={ids.key}>{S.consoleKey}</Label>
        <Input id={ids.key} type="password" autoComplete="off" className="mt-1.5 font-mono" placeholder="sk_…" value={key} onChange={(event) => setKey(event.target.value)} />
        <p className="mt-1 text-xs text-muted-foreground">{S.consoleKeyHelp}</p>
      </div>
      {parameters.map((parameter) => (
        <div key={`${parameter.in}-${parameter.name}`}>
          <Label htmlFor={`${ids.op}-${parameter.name}`}>
            {parameter.name} <span className="font-normal text-muted-foreground">({parameter.in}{parameter.required ? `, ${S.required}` : ''})</span>
          </Label>
          <Input
            id={`${ids.op}-${parameter.name}`}
            className="mt-1.5 font-mono"
            value={values[parameter.name] ?? ''}
            onChange={(event) => setValues({ ...values, [parameter.name]: event.target.value })}
          />
        </div>
      ))}
      {hasBody && (
        <div>
          <Label htmlFor={ids.body}>{S.body}</Label>
          <textarea id={ids.body} rows={6} spellCheck={false} value={body} onChange={(event) => setBody(event.target.value)} className="mt-1.5 w-full rounded-md border border-input bg-background p-2 font-mono text-xs" />
        </div>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? S.consoleSending : S.consoleSend}
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      {sent && (
        <div className="space-y-3" data-testid="console-result">
          <div>
            <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{S.consoleRequest}</h4>
            <pre className="mt-1 overflow-x-auto rounded-md bg-muted p-2 text-xs">{sent.request}</pre>
          </div>
          <p className="text-sm">
            <span className={sent.status < 400 ? 'font-semibold text-emerald-700 dark:text-emerald-400' : 'font-semibold text-destructive'}>
              {sent.status} {sent.statusText}
            </span>{' '}
            <span className="text-muted-foreground">· {sent.ms} ms</span>
          </p>
          <details>
            <summary className="cursor-pointer text-xs font-semibold uppercase tracking-wide text-muted-foreground">{S.consoleHeaders(sent.headers.length)}</summary>
            <pre className="mt-1 overflow-x-auto rounded-md bg-muted p-2 text-xs">{sent.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}</pre>
          </details>
          <div>
            <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{S.consoleBody}</h4>
            <pre className="mt-1 max-h-96 overflow-auto rounded-md bg-muted p-2 text-xs">{sent.body}</pre>
          </div>
        </div>
      )}
    </form>
  );
}

/** /api-tests: a console for the /api/v1 operations of this installation's OpenAPI document, and the status table. */
export function ApiConsole() {
  const document = useQuery(openApiQuery());
  const operations = useMemo(() => (document.data ? publicOperations(document.data).flatMap((group) => group.operations) : []), [document.data]);
  return (
    <section className="mt-12 space-y-12">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{S.consoleTitle}</h2>
        <p className="mt-2 text-sm text-muted-foreground">{S.consoleIntro}</p>
        {document.isPending && <p className="mt-4 text-sm text-muted-foreground">{S.loading}</p>}
        {document.isError && <p className="mt-4 text-sm text-destructive">{S.loadFailed(document.error.message)}</p>}
        {operations.length > 0 && <Console operations={operations} />}
      </div>
      <StatusTable />
    </section>
  );
}
