// What the platform uses of Redux Toolkit, shared under its own key instead of the whole package (see
// ./reactRouter.ts: the bundler shakes the rest away behind this thin module).
export { configureStore, createSlice } from '@reduxjs/toolkit';
export type { Dispatch, PayloadAction, Reducer } from '@reduxjs/toolkit';
