import type { QaOverrideSettings, StorageLike } from '@sencha/platform';
import { IMAGE_FLAG_DEFAULTS } from '@sencha/platform/image-flag-defaults';
import { setRuntimeConfig, type RuntimeConfig } from '@sencha/platform/runtime-config';
import { imageSettingsOf, type ImageUrlSettings } from '@sencha/ui-kit/image-url';

export interface BootConfig extends Pick<RuntimeConfig, 'apiBase'> {
  qa: QaOverrideSettings;
  images: ImageUrlSettings;
}

/**
 * config.json as the shell will read it (the platform's own normalisation, in the boot script's copy of that
 * one module), for the settings the boot needs: apiBase, the QA settings and the image addresses. The
 * image flags are not known yet (the shell asks the flag provider): their defaults stand in, and a shop with
 * one of them on only preloads an image its page does not use.
 */
export function bootConfigOf(body: unknown): BootConfig {
  const config = setRuntimeConfig(typeof body === 'object' && body !== null ? body : {});
  return {
    apiBase: config.apiBase,
    qa: config.qaOverrides,
    images: imageSettingsOf(config, IMAGE_FLAG_DEFAULTS),
  };
}

/**
 * Web storage for reading only (the stored cart; in QA mode, the stored overrides and this tab's fallbacks): the
 * shell stores or clears once it runs; the boot script must not change what the shell will find. Blocked
 * storage reads as empty. Nothing is read until asked: the first read of localStorage loads the origin's whole
 * store synchronously (docs/architecture.md#boot).
 */
export function readOnlyStorage(
  win: Window,
  area: 'localStorage' | 'sessionStorage' = 'localStorage',
): StorageLike {
  return {
    getItem(key) {
      try {
        return win[area].getItem(key);
      } catch {
        return null;
      }
    },
    setItem: () => undefined,
    removeItem: () => undefined,
  };
}
