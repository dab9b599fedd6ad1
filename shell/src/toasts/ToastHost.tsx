import { useDispatch } from 'react-redux';
import { closeAlert, useAppSelector } from '@sencha/platform';
import { DeferredView, deferred } from '@sencha/ui-kit';

/** The toast's view, fetched with the first alert a page raises (docs/architecture.md#deferred-code). */
const toastView = deferred(() =>
  import(/* webpackChunkName: "deferred-toast" */ './toastView').then((module) => module.ToastView),
);

/** Top-right host for the one alert at a time that any remote raises through the shared alerts slice. */
export function ToastHost() {
  const alert = useAppSelector((state) => state.alerts.current);
  const dispatch = useDispatch();
  if (!alert) return null;
  return (
    <DeferredView
      key={alert.id}
      source={toastView}
      props={{ alert, onClose: () => closeAlert(dispatch, alert.id) }}
      fallback={null}
      what="The toast"
    />
  );
}
