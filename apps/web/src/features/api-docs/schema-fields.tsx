import { constraints, fieldsOf, typeLabel, type JsonSchema } from './openapi';
import { InlineText } from './inline-text';

/** An object's fields as a nested list: name, type, required, description; deeper objects fold away. */
export function SchemaFields({ schema, depth = 0 }: { schema: JsonSchema; depth?: number }) {
  const object = fieldsOf(schema);
  if (!object?.properties) return <p className="text-xs text-muted-foreground">{typeLabel(schema)}</p>;
  const required = new Set(object.required ?? []);
  return (
    <ul className={depth === 0 ? 'space-y-2' : 'mt-2 space-y-2 border-l border-border pl-3'}>
      {Object.entries(object.properties).map(([name, field]) => {
        const nested = fieldsOf(field);
        const notes = constraints(field);
        return (
          <li key={name} className="text-sm">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <code className="font-mono text-[0.8125rem] font-semibold">{name}</code>
              <span className="font-mono text-xs text-muted-foreground break-all">{typeLabel(field)}</span>
              {required.has(name) && <span className="text-xs font-medium text-amber-700 dark:text-amber-400">required</span>}
              {notes.length > 0 && <span className="text-xs text-muted-foreground">{notes.join(', ')}</span>}
            </div>
            {field.description && (
              <p className="mt-0.5 text-xs text-muted-foreground">
                <InlineText text={field.description} />
              </p>
            )}
            {nested && depth < 8 && (
              <details className="mt-1">
                <summary className="cursor-pointer text-xs text-primary">{Object.keys(nested.properties ?? {}).length} fields</summary>
                <SchemaFields schema={nested} depth={depth + 1} />
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}
