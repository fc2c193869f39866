import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShellRoot } from './shell-root.js';
import { initShellI18n } from './i18n.js';
import { registerServiceWorker } from './offline/register-service-worker.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// In French at once; in English once its strings have come (a chunk of their own).
void initShellI18n().finally(() =>
  createRoot(container).render(
    <StrictMode>
      <ShellRoot />
    </StrictMode>,
  ),
);
registerServiceWorker();
