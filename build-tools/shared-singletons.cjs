// @ts-check
/**
 * What the shell and the remotes share at runtime (docs/architecture.md#module-federation-settings).
 * The trailing-slash keys share every deep import (react-dom/client, react/jsx-runtime) so React is never
 * bundled twice. @sencha/platform holds the page's one store and flags context: it is a strict-version
 * singleton, so a remote built against another major is refused (its area shows the unavailable panel)
 * instead of running against the wrong state. @sencha/ui-kit is not shared: each app bundles its own.
 * react-router and Redux Toolkit are shared as thin modules of the platform that re-export only what the apps
 * use (a shared module is bundled whole, so sharing the package itself would ship all of it), under the
 * library's own version and range.
 */
const platformPkg = require('../platform/package.json');

/** The thin modules and the library each re-exports (also read by the bench's bundle report). */
const thinShares = {
  '@sencha/platform/react-router': 'react-router',
  '@sencha/platform/redux-toolkit': '@reduxjs/toolkit',
};

/**
 * The installed version of a library shared through a thin module (the module's own is the platform's).
 * @param {string} dep
 * @returns {string}
 */
const installed = (dep) => require(`${dep}/package.json`).version;

/**
 * @param {{ dependencies?: Record<string, string> }} appPkg the app's package.json
 */
function sharedSingletons(appPkg) {
  /** @type {Record<string, string | undefined>} */
  const deps = { ...platformPkg.dependencies, ...appPkg.dependencies };
  /** @param {string} dep */
  const single = (dep) => ({ singleton: true, requiredVersion: deps[dep] });
  /** @param {string} dep */
  const thin = (dep) => ({ ...single(dep), version: installed(dep) });
  const thinConfigs = Object.entries(thinShares).map(([key, dep]) => [key, thin(dep)]);
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    'react-redux': single('react-redux'),
    ...Object.fromEntries(thinConfigs),
    '@sencha/platform': {
      singleton: true,
      strictVersion: true,
      version: platformPkg.version,
      requiredVersion: appPkg.dependencies?.['@sencha/platform'] ?? `^${platformPkg.version}`,
    },
  };
}

module.exports = { sharedSingletons, thinShares };
