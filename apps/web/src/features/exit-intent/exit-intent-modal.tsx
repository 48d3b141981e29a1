import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readStorage, writeStorage } from '../../lib/storage';
import { cooldownPassed, EXIT_INTENT_STORAGE_KEY, exitIntentAllowedOn, isTopExit } from './exit-intent';

// Most visits never see the modal: its content (and the domain form it brings) loads when it first opens.
const ExitIntentDialog = lazy(() => import('./exit-intent-dialog').then((module) => ({ default: module.ExitIntentDialog })));

function isTouchDevice(): boolean {
  return navigator.maxTouchPoints > 0 || window.matchMedia('(pointer: coarse)').matches || !window.matchMedia('(hover: hover)').matches;
}

export function ExitIntentModal() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so closing goes through the dialog (which hands focus back).
  const [opened, setOpened] = useState(false);
  const allowed = exitIntentAllowedOn(location.pathname, location.search);

  useEffect(() => {
    if (!allowed || isTouchDevice()) return;
    const onMouseOut = (event: MouseEvent) => {
      if (!isTopExit(event)) return;
      if (!cooldownPassed(readStorage(EXIT_INTENT_STORAGE_KEY), Date.now())) return;
      // Another modal (sign-in) already has the visitor's attention.
      if (document.querySelector('dialog[open]')) return;
      writeStorage(EXIT_INTENT_STORAGE_KEY, String(Date.now()));
      setOpen(true);
      setOpened(true);
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => document.removeEventListener('mouseout', onMouseOut);
  }, [allowed]);

  if (!allowed || !opened) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
