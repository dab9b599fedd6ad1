import { addIntegration, feedbackIntegration, getClient } from '@sentry/react';

type Feedback = ReturnType<typeof feedbackIntegration>;
let feedback: Feedback | null = null;
/** The panel that opened the form last: its remote's tags and the event it follows. */
let about: { tags: Record<string, string>; eventId: string | undefined } = { tags: {}, eventId: undefined };

/**
 * Tags and link go on the feedback event only (beforeSendFeedback): the form's own `tags` option would be set
 * on the current scope and stick to every later event; `associated_event_id` is what links it to the error.
 */
function onFeedback(event: {
  tags?: Record<string, unknown>;
  contexts?: { feedback?: Record<string, unknown> };
}): void {
  event.tags = { ...event.tags, ...about.tags };
  if (about.eventId && event.contexts?.feedback)
    event.contexts.feedback['associated_event_id'] = about.eventId;
}

/**
 * Sentry's feedback form, loaded only when a shopper asks for it from an error panel. No name or e-mail fields:
 * the shop never sends a shopper's e-mail to error reporting (docs/observability.md#what-is-never-sent).
 */
export async function openFeedbackForm(
  tags: Record<string, string>,
  eventId: string | undefined,
): Promise<void> {
  about = { tags, eventId };
  if (!feedback) {
    getClient()?.on('beforeSendFeedback', onFeedback);
    feedback = feedbackIntegration({
      autoInject: false,
      showName: false,
      showEmail: false,
      isNameRequired: false,
      isEmailRequired: false,
      showBranding: false,
      enableScreenshot: false,
      colorScheme: 'light',
    });
    addIntegration(feedback);
  }
  const form = await feedback.createForm();
  form.appendToDom();
  form.open();
}
