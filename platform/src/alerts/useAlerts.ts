import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { Alert } from '../contract/pageTypes';
import { closeAlert, showAlert } from './alertService';

export interface AlertsApi {
  show: (alert: Alert) => number;
  close: (id: number) => void;
}

/** The alert API every remote uses; the shell's toast host renders the result. */
export function useAlerts(): AlertsApi {
  const dispatch = useDispatch();
  return useMemo(
    () => ({ show: (alert) => showAlert(dispatch, alert), close: (id) => closeAlert(dispatch, id) }),
    [dispatch],
  );
}
