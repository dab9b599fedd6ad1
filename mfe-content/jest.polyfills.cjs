// jsdom leaves out TextEncoder/TextDecoder; react-router 7 reads them when it is imported.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
