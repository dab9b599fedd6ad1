// What webpack gives a module of a remote's server container (server-public-path.js, server-config.cjs).
declare const __SENCHA_REMOTE_NAME__: string;
declare let __webpack_public_path__: string;
