// The apps of the storefront and where `npm start` serves each one, from the one list in apps.json.
import { readFileSync } from 'node:fs';

const apps = JSON.parse(readFileSync(new URL('../apps.json', import.meta.url), 'utf8'));

export const HOST = process.env.HOST ?? '127.0.0.1';
export const PUBLIC_HOST = process.env.PUBLIC_HOST ?? 'localhost';

export const shell = { ...apps.shell, name: 'shell', port: Number(process.env.PORT ?? apps.shell.port) };

/** [{ name, dir, port }] of every remote. */
export const remotes = Object.entries(apps.remotes).map(([name, remote]) => ({ name, ...remote }));

export const webApps = [shell, ...remotes];

export const api = { ...apps.api, port: Number(process.env.API_PORT ?? apps.api.port) };

/** The shell's render server (docs/server-rendering.md): its build is the shell's `dist/server/`. */
export const render = { ...apps.render, port: Number(process.env.SSR_PORT ?? apps.render.port) };

/** The packages an app's build compiles besides its own folder. */
export const workspacePackages = ['platform', 'ui-kit', 'build-tools'];

/** The API as apps.json declares it, whatever API_PORT says here: for files derived from the list (deploy/). */
export const declaredApi = { ...apps.api, name: 'api', port: Number(apps.api.port) };

/** The render server as apps.json declares it, whatever SSR_PORT says here: for files derived from the list. */
export const declaredRender = { ...apps.render, name: 'render', port: Number(apps.render.port) };
