// The toast view, as its own chunk's entry (ToastHost.tsx).
export { ToastView } from '@sencha/ui-kit/ui';
