import { createContext, useContext } from 'react';

/** Lets the unavailable panel (rendered by the fallback plugin or the error boundary) retry its own slot. */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());

export const useRemoteRetry = () => useContext(RemoteRetryContext);
