import type { ElementRef, Gatherer } from '../../types';
import { runInPage } from './page-lib';

export interface FormField extends ElementRef {
  tag: 'input' | 'select' | 'textarea';
  /** The type attribute as the browser resolved it (`text` when absent or unknown). */
  type: string;
  name: string;
  id: string;
  /** The autocomplete attribute as written, null when absent (the form's own value is in formAutocomplete). */
  autocomplete: string | null;
  formAutocomplete: string | null;
  inputmode: string | null;
  placeholder: string;
  /** Text of associated <label> elements (for= or wrapping). */
  labelText: string;
  /** aria-label, or the text of the aria-labelledby targets. */
  ariaLabel: string;
  title: string;
}

declare module '../../types' {
  interface Artifacts {
    FormFields: FormField[];
  }
}

export const formFieldsGatherer: Gatherer<'FormFields'> = {
  name: 'FormFields',
  phase: 'passive',
  gather: ({ page }) =>
    runInPage(
      page,
      (_: null, lib) => {
        const skip = new Set(['hidden', 'submit', 'button', 'reset', 'image']);
        const fields = Array.from(document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')).filter(
          (el) => !skip.has((el as HTMLInputElement).type) && lib.isVisible(el),
        );
        return fields.slice(0, 300).map((el) => {
          const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
            .split(/\s+/)
            .map((id) => document.getElementById(id))
            .filter((n): n is HTMLElement => !!n)
            .map((n) => lib.textOf(n))
            .join(' ');
          return {
            ...lib.describe(el),
            tag: el.localName as 'input' | 'select' | 'textarea',
            type: el.localName === 'input' ? (el as HTMLInputElement).type : el.localName,
            name: el.getAttribute('name') ?? '',
            id: el.id,
            autocomplete: el.getAttribute('autocomplete'),
            formAutocomplete: el.form?.getAttribute('autocomplete') ?? null,
            inputmode: el.getAttribute('inputmode'),
            placeholder: el.getAttribute('placeholder') ?? '',
            labelText: Array.from(el.labels ?? [])
              .map((l) => lib.textOf(l))
              .join(' ')
              .trim(),
            ariaLabel: (el.getAttribute('aria-label') ?? '').trim() || labelledBy.trim(),
            title: (el.getAttribute('title') ?? '').trim(),
          };
        });
      },
      null,
    ),
};
