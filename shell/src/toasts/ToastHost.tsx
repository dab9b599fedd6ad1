import { useDispatch } from 'react-redux';
import { closeAlert, useAppSelector } from '@sencha/platform';
import { ToastView } from '@sencha/ui-kit/ui';

/** Top-right host for the one alert at a time that any remote raises through the shared alerts slice. */
export function ToastHost() {
  const alert = useAppSelector((state) => state.alerts.current);
  const dispatch = useDispatch();
  if (!alert) return null;
  return <ToastView key={alert.id} alert={alert} onClose={() => closeAlert(dispatch, alert.id)} />;
}
