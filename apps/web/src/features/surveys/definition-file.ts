import type { SurveyDefinition } from '@sightline/shared/research/survey';

/**
 * The file "Export definition (JSON)" downloads: the definition as the API and "Import from JSON" take
 * it, indented to be read and edited, named after the survey's title.
 */
export function definitionFile(definition: SurveyDefinition): { text: string; filename: string } {
  const slug = definition.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return { text: `${JSON.stringify(definition, null, 2)}\n`, filename: `${slug || 'survey'}.survey.json` };
}
