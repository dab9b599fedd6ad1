/**
 * What the shell and the remotes share at runtime (docs/architecture.md#module-federation-settings).
 * The trailing-slash keys share every deep import (react-dom/client, react/jsx-runtime) so React is never
 * bundled twice. @sencha/platform holds the page's one store and flags context: it is a strict-version
 * singleton, so a remote built against another major is refused (its area shows the unavailable panel)
 * instead of running against the wrong state. @sencha/ui-kit is not shared: each app bundles its own.
 */
const platformPkg = require('../platform/package.json');

function sharedSingletons(appPkg) {
  const deps = { ...platformPkg.dependencies, ...appPkg.dependencies };
  const single = (dep) => ({ singleton: true, requiredVersion: deps[dep] });
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    'react-router': single('react-router'),
    'react-redux': single('react-redux'),
    '@reduxjs/toolkit': single('@reduxjs/toolkit'),
    '@sencha/platform': {
      singleton: true,
      strictVersion: true,
      version: platformPkg.version,
      requiredVersion: appPkg.dependencies?.['@sencha/platform'] ?? `^${platformPkg.version}`,
    },
  };
}

module.exports = { sharedSingletons };
