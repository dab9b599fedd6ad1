// @ts-check
/** A global stylesheet in a server build: the browser build ships it, the server needs nothing of it. */
module.exports = function emptyModule() {
  return 'export {};';
};
