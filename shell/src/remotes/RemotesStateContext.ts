import { createContext, useContext } from 'react';
import { QA_OFF } from '../qa/qaMode';
import type { RemotesState } from './setUpRemotes';

/** What this page load composes (remotes.json, QA mode and its overrides), for the QA pages that show it. */
export const RemotesStateContext = createContext<RemotesState>({
  live: {},
  entries: {},
  overrides: {},
  qa: QA_OFF,
  refused: [],
  file: { remotes: {}, cohort: null },
});

export const useRemotesState = () => useContext(RemotesStateContext);
