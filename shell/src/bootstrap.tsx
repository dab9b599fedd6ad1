import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@sencha/shared';
import '@sencha/shared/tokens.css';
import './global.css';
import { App } from './App';
import { setUpRemotes } from './remotes/setUpRemotes';
import { initMonitoring } from './monitoring/initMonitoring';

/** Config and the remote registry are read before the first render, so no host or key is in the bundle. */
export async function bootstrap(): Promise<void> {
  // Both files sit next to the shell's own (not relative to a deep link's path); they are read in parallel.
  const [config, remotes] = await Promise.all([
    loadRuntimeConfig(`${__webpack_public_path__}config.json`),
    setUpRemotes(window.location, `${__webpack_public_path__}remotes.json`),
  ]);
  initMonitoring(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element in index.html');
  createRoot(container).render(
    <StrictMode>
      <App remotes={remotes} />
    </StrictMode>,
  );
}
