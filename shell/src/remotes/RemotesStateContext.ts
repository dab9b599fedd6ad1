import { createContext, useContext } from 'react';
import type { RemotesState } from './setUpRemotes';

/** What this page load composes (remotes.json and QA overrides), for the QA pages that show it. */
export const RemotesStateContext = createContext<RemotesState>({ live: {}, entries: {}, overrides: {} });

export const useRemotesState = () => useContext(RemotesStateContext);
