import './ui/styles/global.css';
import './ui/styles/controls.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/app/App';
import { loadToastify } from './ui/app/toast';
import { markBuildStale } from './ui/app/staleBuild';
import { isTraceEnabled } from './ui/app/traceSetting';
import { announceNewVersion } from './ui/app/updatePrompt';
import { watchForStaleBuild } from './services/staleBuild';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);

/** In a transition: the first render yields to the browser every few milliseconds instead of holding a slow phone's main thread for its whole length. */
function render(): void {
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// The recorder loads only when tracing is on (development, or localStorage 'trace'), before the first render.
// Not a top-level await: the recorder's chunk imports this one, and would wait for it forever.
if (isTraceEnabled()) void import('./ui/app/tracing').then(({ startTracing }) => {
    startTracing();
    render();
  });
else render();

// Once the page has loaded, the toasts' code: a connection that drops later must not keep the page from saying what failed.
window.addEventListener('load', () => void loadToastify().catch(() => undefined), { once: true });

// Built apps only, once the page has loaded: the worker's script and what it precaches wait for the first screen.
if (import.meta.env.PROD) {
  // Without the worker, a deploy takes away the chunks an open tab still asks for: it is told, as of a new version.
  watchForStaleBuild(() => {
    markBuildStale();
    announceNewVersion(() => window.location.reload());
  });
  const startServiceWorker = async () => {
    const { registerServiceWorker } = await import('./services/serviceWorker');
    registerServiceWorker(announceNewVersion);
  };
  window.addEventListener('load', () => void startServiceWorker(), { once: true });
}
