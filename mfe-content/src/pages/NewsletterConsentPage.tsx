import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@sencha/platform/react-router';
import type { NewsletterConsentProps } from '@sencha/platform';
import type { NewsletterLinkAction } from '@sencha/shared/contract';
import { usePageMetadata } from '@sencha/ui-kit';
import { NEWSLETTER_LINK_DONE, NEWSLETTER_LINK_INVALID } from '@sencha/shared/newsletter-messages';
import { Button, Notice } from '@sencha/ui-kit/ui';
import { StatusPanel } from '../status/StatusPanel';
import panel from '../status/StatusPanel.module.css';
import { useNewsletterConsent } from '../newsletter/useNewsletterConsent';

/** Tokens are base64url with one dot; anything else is not one of our links (the API checks the signature). */
const TOKEN = /^[A-Za-z0-9_-]{1,900}\.[A-Za-z0-9_-]{1,100}$/;

interface Copy {
  heading: string;
  text: string;
  button: string;
  busy: string;
}

const COPY: Record<NewsletterLinkAction, Copy> = {
  confirm: {
    heading: 'Confirm your subscription',
    text: 'Please confirm that you would like to receive The First Steep, our digest of new teas, brewing guides and offers, at the address this link was sent to.',
    button: 'Confirm Subscription',
    busy: 'Confirming...',
  },
  unsubscribe: {
    heading: 'Unsubscribe from The First Steep',
    text: 'Press the button below to stop receiving The First Steep at the address this link was sent to.',
    button: 'Unsubscribe',
    busy: 'Unsubscribing...',
  },
};

/** /the-first-steep/confirm and /the-first-steep/unsubscribe: the pages the newsletter's e-mail links open. */
export default function NewsletterConsentPage({ action }: NewsletterConsentProps) {
  usePageMetadata({ title: 'The First Steep - Sencha Tea', noindex: true });
  const [params, setParams] = useSearchParams();
  // Read once, then taken out of the address: the token names the shopper's e-mail and a URL travels (history,
  // session replay, error reports; docs/observability.md#what-is-never-sent). The button posts it in the body.
  const [token] = useState(() => params.get('token') ?? '');
  const tokenInUrl = params.has('token');
  useEffect(() => {
    if (tokenInUrl) setParams({}, { replace: true });
  }, [tokenInUrl, setParams]);
  const valid = TOKEN.test(token);
  const [state, run] = useNewsletterConsent(action, token);
  const copy = COPY[action];
  const result = useRef<HTMLDivElement>(null);

  // The button goes away (done) or the answer appears above it (failed): keyboard and screen reader are taken
  // to what happened.
  useEffect(() => {
    if (state.status === 'done' || state.status === 'failed') result.current?.focus();
  }, [state]);

  return (
    <StatusPanel id={`newsletter-${action}`} heading={copy.heading}>
      {!valid && (
        <Notice tone="error">
          <p>{NEWSLETTER_LINK_INVALID}</p>
        </Notice>
      )}
      {valid && state.status !== 'done' && (
        <>
          <p>{copy.text}</p>
          {state.status === 'failed' && (
            <div ref={result} tabIndex={-1} className={panel.result}>
              <Notice tone="error">
                <p>{state.message}</p>
              </Notice>
            </div>
          )}
          <div className={panel.actions}>
            {/* aria-disabled, not disabled: the button keeps focus while the token is sent. */}
            <Button type="button" aria-disabled={state.status === 'sending'} onClick={() => void run()}>
              {state.status === 'sending' ? copy.busy : copy.button}
            </Button>
          </div>
        </>
      )}
      {state.status === 'done' && (
        <div ref={result} tabIndex={-1} className={panel.result}>
          <Notice tone="success">
            <p>{NEWSLETTER_LINK_DONE[action]}</p>
          </Notice>
        </div>
      )}
      {(state.status === 'done' || !valid) && (
        <div className={panel.actions}>
          <Button to="/">Return to Home Page</Button>
        </div>
      )}
    </StatusPanel>
  );
}
