import styles from './CheckoutForm.module.css';

/**
 * The sandbox provider's card form (served by the API on the shop's own origin) in an iframe. Once paid, the
 * form takes the whole window to /checkout/{sessionId}.
 */
export function SandboxPaymentForm({ url }: { url: string }) {
  return <iframe className={styles.frame} src={url} title="Payment form (test payments)" />;
}
