// The boot script: loaded by index.html with async beside the shell's main.js, as its own small file on the
// shop's origin (the CSP allows no inline script). Built by the second webpack config of the factory for the
// shell.
// See docs/architecture.md#boot.
import { startBoot } from './startBoot';

/** The folder this script was served from: config.json and remotes.json sit next to the shell's files. */
function publicPathOf(script: Element | null): string {
  return script instanceof HTMLScriptElement && script.src ? new URL('.', script.src).href : '/';
}

void startBoot(window, publicPathOf(document.currentScript)).catch((error: unknown) => {
  console.warn('Boot preloading stopped; the shell loads as usual.', error);
});
