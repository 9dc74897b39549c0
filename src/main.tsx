import './ui/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startTracing } from './ui/app/tracing';
import { App } from './ui/app/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const recorder = startTracing();

createRoot(container).render(
  <StrictMode>
    <App inspect={recorder?.inspect} />
  </StrictMode>,
);
