import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './styles.css';

// A deploy replaces the hashed chunks; a tab opened before it fails to load the next page's code.
// Reloading fetches the new index.html and its chunk names (the spec's error catalogue: a preload-error event).
window.addEventListener('vite:preloadError', () => {
  window.location.reload();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
