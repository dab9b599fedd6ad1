import { addIntegration, feedbackIntegration } from '@sentry/react';

type Feedback = ReturnType<typeof feedbackIntegration>;
let feedback: Feedback | null = null;

/**
 * Sentry's feedback form, loaded only when a shopper asks for it from an error panel. No name or e-mail fields:
 * the shop never sends a shopper's e-mail to error reporting (docs/observability.md#what-is-never-sent).
 */
export async function openFeedbackForm(tags: Record<string, string>): Promise<void> {
  if (!feedback) {
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
  const form = await feedback.createForm({ tags });
  form.appendToDom();
  form.open();
}
