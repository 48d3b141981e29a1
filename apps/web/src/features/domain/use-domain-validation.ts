import { checkDomain, normalizeDomain, startAddress, type DomainInputStatus } from '@sightline/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { validateDomainOnServer, type DomainInputContext } from './validate-domain';

export const DOMAIN_CHECK_DEBOUNCE_MS = 800;

export interface DomainValidation {
  value: string;
  status: DomainInputStatus;
  message: string | null;
  /** Once valid: the page an analysis would start on. */
  startUrl: string | null;
  setValue: (value: string) => void;
  setMessage: (message: string | null) => void;
}

/** Input state of the spec's states and transitions: idle when empty, then a format + server check 800 ms after the last keystroke. */
export function useDomainValidation(context: DomainInputContext): DomainValidation {
  const [value, setRawValue] = useState('');
  const [status, setStatus] = useState<DomainInputStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [startUrl, setStartUrl] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);

  const cancel = () => {
    window.clearTimeout(timer.current);
    inflight.current?.abort();
    inflight.current = null;
  };

  useEffect(() => cancel, []);

  const setValue = useCallback(
    (next: string) => {
      setRawValue(next);
      setMessage(null);
      setStartUrl(null);
      cancel();
      if (normalizeDomain(next) === '') {
        setStatus('idle');
        return;
      }
      const check = checkDomain(next);
      // A well-formed domain is "validating" from the first keystroke, so a submit during the
      // debounce waits for the server instead of racing it; a malformed one is left alone until
      // the typist pauses, to avoid flashing an error at every character.
      setStatus(check.ok ? 'validating' : 'idle');
      timer.current = window.setTimeout(() => {
        if (!check.ok) {
          setStatus('invalid');
          setMessage(check.message);
          return;
        }
        const controller = new AbortController();
        inflight.current = controller;
        void validateDomainOnServer(startAddress(next), context, controller.signal).then((result) => {
          if (controller.signal.aborted) return;
          inflight.current = null;
          setStatus(result.valid ? 'valid' : 'invalid');
          setMessage(result.message || null);
          setStartUrl(result.url);
        });
      }, DOMAIN_CHECK_DEBOUNCE_MS);
    },
    [context],
  );

  return { value, status, message, startUrl, setValue, setMessage };
}
