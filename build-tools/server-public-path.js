// A runtime plugin of each remote's server container (server-config.cjs): the URLs of the remote's assets (its
// pictures) as the browser's build resolves them, from where the browser loads the remote's manifest; the
// worker that composes this remote says where that is (shell/src/server/composition.ts). Without it an image
// rendered on the server would point beside the server bundle (docs/server-rendering.md#server-bundles).
/* global __SENCHA_REMOTE_NAME__ */
module.exports = function serverPublicPath() {
  const { __SENCHA_BROWSER_ENTRIES__: entries } =
    /** @type {{ __SENCHA_BROWSER_ENTRIES__?: Record<string, unknown> }} */ (globalThis);
  const entry = entries?.[__SENCHA_REMOTE_NAME__];
  // The folder of the manifest, as publicPath 'auto' finds it in the browser; a path stays a path.
  // webpack turns the assignment into its public path (__webpack_require__.p).
  // eslint-disable-next-line no-undef
  if (typeof entry === 'string') __webpack_public_path__ = entry.replace(/[?#].*$/, '').replace(/[^/]*$/, '');
  return { name: 'sencha-server-public-path' };
};
