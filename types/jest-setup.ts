import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out TextEncoder/TextDecoder; react-router 7 reads them when it is imported.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// CI runs every package's suite and the API's (on PGlite and PostgreSQL) at once on two cores, so
// a test that types an address keystroke by keystroke can take several seconds. These bounds only
// stop a hung test; no test here asserts speed.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });
