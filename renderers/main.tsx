// Stylesheets are imported for their effect: Vite bundles them into the page's CSS.
// oxlint-disable-next-line import/no-unassigned-import
import '@blueprintjs/core/lib/css/blueprint.css';
// oxlint-disable-next-line import/no-unassigned-import
import './shell/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './shell/App';
import { installShellIcons } from './shell/icon-loader';

installShellIcons();

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root ausente em index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
