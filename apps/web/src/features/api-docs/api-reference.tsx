import { useQuery } from '@tanstack/react-query';
import { cn } from '../../lib/utils';
import { InlineText } from './inline-text';
import { openApiQuery, publicOperations, typeLabel, type ListedOperation } from './openapi';
import { SchemaFields } from './schema-fields';
import { API_DOCS_STRINGS as S } from './strings';

const METHOD_COLOURS: Record<string, string> = {
  get: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  post: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  put: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  patch: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  delete: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100',
};

export const operationId = (method: string, path: string) => `op-${method}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;

function OperationCard({ method, path, operation }: ListedOperation) {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content['application/json']?.schema;
  const responses = Object.entries(operation.responses);
  return (
    <article id={operationId(method, path)} className="scroll-mt-24 rounded-xl border border-border bg-card p-4 sm:p-5" data-testid="api-operation">
      <h4 className="flex flex-wrap items-center gap-2 font-mono text-sm">
        <span className={cn('rounded px-2 py-0.5 text-xs font-bold uppercase', METHOD_COLOURS[method])}>{method}</span>
        <span className="break-all font-semibold">{path}</span>
      </h4>
      {operation.summary && <p className="mt-2 font-medium">{operation.summary}</p>}
      {operation.description && (
        <p className="mt-1 text-sm text-muted-foreground">
          <InlineText text={operation.description} />
        </p>
      )}
      {parameters.length > 0 && (
        <section className="mt-4">
          <h5 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{S.parameters}</h5>
          <ul className="mt-2 space-y-1.5">
            {parameters.map((parameter) => (
              <li key={`${parameter.in}-${parameter.name}`} className="text-sm">
                <code className="font-mono text-[0.8125rem] font-semibold">{parameter.name}</code>{' '}
                <span className="text-xs text-muted-foreground">
                  {parameter.in} · {parameter.schema ? typeLabel(parameter.schema) : 'string'}
                  {parameter.required ? ` · ${S.required}` : ''}
                </span>
                {(parameter.description ?? parameter.schema?.description) && (
                  <p className="text-xs text-muted-foreground">
                    <InlineText text={(parameter.description ?? parameter.schema?.description)!} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {body && (
        <section className="mt-4">
          <h5 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{S.body}</h5>
          <div className="mt-2">
            <SchemaFields schema={body} />
          </div>
        </section>
      )}
      <section className="mt-4">
        <h5 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{S.responses}</h5>
        <ul className="mt-2 space-y-1">
          {responses.map(([status, response]) => {
            const [mediaType, content] = Object.entries(response.content ?? {})[0] ?? [];
            const success = status.startsWith('2');
            return (
              <li key={status} className="text-sm">
                {success && content ? (
                  <details>
                    <summary className="cursor-pointer">
                      <span className="font-mono font-semibold text-emerald-700 dark:text-emerald-400">{status}</span> <span className="text-xs text-muted-foreground">{mediaType}</span>
                    </summary>
                    <div className="mt-2">{mediaType === 'application/json' ? <SchemaFields schema={content.schema} /> : <p className="text-xs text-muted-foreground">{response.description}</p>}</div>
                  </details>
                ) : (
                  <span>
                    <span className="font-mono font-semibold">{status}</span> <span className="text-xs text-muted-foreground">{success ? response.description : S.errorShape}</span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </article>
  );
}

/** The /api/v1 reference, rendered from the OpenAPI document this server validates every request with. */
export function ApiReference() {
  const document = useQuery(openApiQuery());
  if (document.isPending) return <p className="mt-8 text-sm text-muted-foreground">{S.loading}</p>;
  if (document.isError) return <p className="mt-8 text-sm text-destructive">{S.loadFailed(document.error.message)}</p>;
  const groups = publicOperations(document.data);
  return (
    <section className="mt-12" aria-labelledby="api-reference">
      <h2 id="api-reference" className="text-2xl font-bold tracking-tight">
        {S.referenceTitle}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{S.referenceIntro(document.data.info.version)}</p>
      <nav aria-label={S.referenceTitle} className="mt-4 rounded-xl border border-border p-4">
        <ul className="grid gap-1 text-sm sm:grid-cols-2">
          {groups.flatMap(({ operations }) =>
            operations.map(({ method, path }) => (
              <li key={`${method} ${path}`} className="min-w-0 truncate font-mono text-xs">
                <a href={`#${operationId(method, path)}`} className="hover:underline">
                  <span className="font-bold uppercase">{method}</span> {path}
                </a>
              </li>
            )),
          )}
        </ul>
      </nav>
      {groups.map(({ tag, operations }) => (
        <div key={tag} className="mt-8">
          <h3 className="text-lg font-semibold capitalize">{tag.replace(/^api v1: /, '')}</h3>
          <div className="mt-3 space-y-4">
            {operations.map((entry) => (
              <OperationCard key={`${entry.method} ${entry.path}`} {...entry} />
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
