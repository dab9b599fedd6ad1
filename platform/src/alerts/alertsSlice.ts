import { createSlice, type PayloadAction } from '@sencha/platform/redux-toolkit';
import type { Alert } from '../contract/pageTypes';

export const DEFAULT_ALERT_DURATION_MS = 5000;
/** The slide-out time: an alert is removed this long after it starts hiding. */
export const ALERT_REMOVAL_DELAY_MS = 200;

export interface ActiveAlert extends Alert {
  id: number;
  /** False while it slides out. */
  visible: boolean;
}

export interface AlertsState {
  /** One at a time: a new alert replaces the current one. */
  current: ActiveAlert | null;
}

const initialState: AlertsState = { current: null };

export const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    alertShown(state, action: PayloadAction<ActiveAlert>) {
      state.current = action.payload;
    },
    alertHidden(state, action: PayloadAction<number>) {
      if (state.current?.id === action.payload) state.current.visible = false;
    },
    alertRemoved(state, action: PayloadAction<number>) {
      if (state.current?.id === action.payload) state.current = null;
    },
  },
});

export const { alertShown, alertHidden, alertRemoved } = alertsSlice.actions;
