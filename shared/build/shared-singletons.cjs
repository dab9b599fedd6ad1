/**
 * Shared singletons (docs/architecture.md#module-federation-settings). The trailing-slash keys share every
 * deep import (react-dom/client, react/jsx-runtime) so React is never bundled twice.
 */
const sharedPkg = require('../package.json');

function sharedSingletons(appPkg) {
  const deps = { ...sharedPkg.dependencies, ...appPkg.dependencies };
  const single = (dep) => ({ singleton: true, requiredVersion: deps[dep] });
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    'react-router': single('react-router'),
    'react-redux': single('react-redux'),
    '@reduxjs/toolkit': single('@reduxjs/toolkit'),
    // The workspace package: one cart slice, one store, one flags context for the whole page.
    '@sencha/shared': { singleton: true, requiredVersion: sharedPkg.version },
    '@sencha/shared/': { singleton: true, requiredVersion: sharedPkg.version },
  };
}

module.exports = { sharedSingletons };
