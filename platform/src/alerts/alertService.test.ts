import { configureStore } from '@sencha/platform/redux-toolkit';
import type { Alert } from '../contract/pageTypes';
import { closeAlert, showAlert } from './alertService';
import { alertsSlice } from './alertsSlice';

const makeStore = () => configureStore({ reducer: { alerts: alertsSlice.reducer } });
const hello: Alert = { type: 'success', title: 'Hello', description: 'World' };

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

describe('alerts', () => {
  it('auto-closes after 5000 ms by default and is removed 200 ms after hiding', () => {
    const store = makeStore();
    const id = showAlert(store.dispatch, hello);
    expect(store.getState().alerts.current).toMatchObject({ id, visible: true, title: 'Hello' });

    jest.advanceTimersByTime(4999);
    expect(store.getState().alerts.current?.visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(store.getState().alerts.current?.visible).toBe(false);
    jest.advanceTimersByTime(199);
    expect(store.getState().alerts.current).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(store.getState().alerts.current).toBeNull();
  });

  it('honours a custom duration', () => {
    const store = makeStore();
    showAlert(store.dispatch, { ...hello, duration: 20000 });
    jest.advanceTimersByTime(19999);
    expect(store.getState().alerts.current?.visible).toBe(true);
    jest.advanceTimersByTime(201);
    expect(store.getState().alerts.current).toBeNull();
  });

  it.each([0, -1])('keeps an alert with duration %p until it is closed', (duration) => {
    const store = makeStore();
    const id = showAlert(store.dispatch, { ...hello, duration });
    jest.advanceTimersByTime(60_000);
    expect(store.getState().alerts.current).toMatchObject({ id, visible: true });

    closeAlert(store.dispatch, id);
    expect(store.getState().alerts.current?.visible).toBe(false);
    jest.advanceTimersByTime(200);
    expect(store.getState().alerts.current).toBeNull();
  });

  it('shows one at a time: a second alert replaces the first', () => {
    const store = makeStore();
    showAlert(store.dispatch, hello);
    jest.advanceTimersByTime(3000);
    const second = showAlert(store.dispatch, { ...hello, title: 'Second', type: 'cart' });
    expect(store.getState().alerts.current).toMatchObject({ id: second, title: 'Second', visible: true });

    // The first alert's timer must not close the second one.
    jest.advanceTimersByTime(2200);
    expect(store.getState().alerts.current).toMatchObject({ id: second, visible: true });
    jest.advanceTimersByTime(2800);
    expect(store.getState().alerts.current?.visible).toBe(false);
    jest.advanceTimersByTime(200);
    expect(store.getState().alerts.current).toBeNull();
  });

  it('closing an alert that was already replaced leaves the new one alone', () => {
    const store = makeStore();
    const first = showAlert(store.dispatch, { ...hello, duration: 0 });
    const second = showAlert(store.dispatch, { ...hello, duration: 0, title: 'Second' });
    closeAlert(store.dispatch, first);
    jest.advanceTimersByTime(1000);
    expect(store.getState().alerts.current).toMatchObject({ id: second, visible: true });
  });
});
