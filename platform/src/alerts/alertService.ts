import type { Dispatch } from '@sencha/platform/redux-toolkit';
import type { Alert } from '../contract/pageTypes';
import {
  ALERT_REMOVAL_DELAY_MS,
  DEFAULT_ALERT_DURATION_MS,
  alertHidden,
  alertRemoved,
  alertShown,
} from './alertsSlice';

let nextId = 1;
const timers = new Set<ReturnType<typeof setTimeout>>();

function later(fn: () => void, ms: number): void {
  const timer = setTimeout(() => {
    timers.delete(timer);
    fn();
  }, ms);
  timers.add(timer);
}

/** Hides an alert, then removes it once its slide-out is over. */
export function closeAlert(dispatch: Dispatch, id: number): void {
  dispatch(alertHidden(id));
  later(() => dispatch(alertRemoved(id)), ALERT_REMOVAL_DELAY_MS);
}

/**
 * Shows an alert (replacing any current one). It closes itself after its duration
 * (default 5000 ms); a duration of 0 or less keeps it until closed.
 */
export function showAlert(dispatch: Dispatch, alert: Alert): number {
  const id = nextId++;
  dispatch(alertShown({ ...alert, id, visible: true }));
  const duration = alert.duration ?? DEFAULT_ALERT_DURATION_MS;
  if (duration > 0) later(() => closeAlert(dispatch, id), duration);
  return id;
}
