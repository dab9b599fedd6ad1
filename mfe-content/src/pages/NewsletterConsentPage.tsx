import { useSearchParams } from 'react-router';
import type { NewsletterConsentProps } from '@sencha/platform';
import { usePageMetadata } from '@sencha/ui-kit';
import { Button, Notice } from '@sencha/ui-kit/ui';
import { StatusPanel } from '../components/StatusPanel';
import panel from '../components/StatusPanel.module.css';
import { INVALID_LINK, useNewsletterConsent, type ConsentAction } from '../hooks/useNewsletterConsent';

/** Tokens are base64url with one dot; anything else is not one of our links (the API checks the signature). */
const TOKEN = /^[A-Za-z0-9_-]{1,900}\.[A-Za-z0-9_-]{1,100}$/;

const COPY: Record<
  ConsentAction,
  { heading: string; text: string; button: string; busy: string; done: string }
> = {
  confirm: {
    heading: 'Confirm your subscription',
    text: 'Please confirm that you would like to receive The First Steep, our digest of new teas, brewing guides and offers, at the address this link was sent to.',
    button: 'Confirm Subscription',
    busy: 'Confirming...',
    done: 'Thank you: your subscription to The First Steep is confirmed.',
  },
  unsubscribe: {
    heading: 'Unsubscribe from The First Steep',
    text: 'Press the button below to stop receiving The First Steep at the address this link was sent to.',
    button: 'Unsubscribe',
    busy: 'Unsubscribing...',
    done: 'You are unsubscribed from The First Steep. We will not e-mail you again.',
  },
};

/** /the-first-steep/confirm and /the-first-steep/unsubscribe: the pages the newsletter's e-mail links open. */
export default function NewsletterConsentPage({ action }: NewsletterConsentProps) {
  usePageMetadata({ title: 'The First Steep - Sencha Tea' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = TOKEN.test(token);
  const [state, run] = useNewsletterConsent(action, token);
  const copy = COPY[action];

  return (
    <StatusPanel id={`newsletter-${action}`} heading={copy.heading}>
      {!valid && (
        <Notice tone="error">
          <p>{INVALID_LINK}</p>
        </Notice>
      )}
      {valid && state.status !== 'done' && (
        <>
          <p>{copy.text}</p>
          {state.status === 'failed' && (
            <Notice tone="error">
              <p>{state.message}</p>
            </Notice>
          )}
          <div className={panel.actions}>
            <Button type="button" disabled={state.status === 'sending'} onClick={() => void run()}>
              {state.status === 'sending' ? copy.busy : copy.button}
            </Button>
          </div>
        </>
      )}
      {state.status === 'done' && (
        <Notice tone="success">
          <p>{copy.done}</p>
        </Notice>
      )}
      {(state.status === 'done' || !valid) && (
        <div className={panel.actions}>
          <Button to="/">Return to Home Page</Button>
        </div>
      )}
    </StatusPanel>
  );
}
