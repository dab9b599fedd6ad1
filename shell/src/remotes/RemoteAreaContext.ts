import { createContext, useContext } from 'react';

/** The remote whose area this is, for its unavailable panel (the feedback form is tagged with it). */
export const RemoteAreaContext = createContext<string | null>(null);

export const useRemoteArea = () => useContext(RemoteAreaContext);
