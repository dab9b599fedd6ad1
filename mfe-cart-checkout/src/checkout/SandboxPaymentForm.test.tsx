import { act, render, screen } from '@testing-library/react';
import { HEIGHT_MESSAGE_TYPE } from './frameHeight';
import { SandboxPaymentForm } from './SandboxPaymentForm';

const URL_ = '/api/checkout/sandbox/cs_sandbox_x';

function post(data: unknown, source: MessageEventSource | null, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

function renderForm() {
  render(<SandboxPaymentForm url={URL_} />);
  const frame = screen.getByTitle<HTMLIFrameElement>('Payment form (test payments)');
  return { frame, own: frame.contentWindow! };
}

describe('SandboxPaymentForm', () => {
  it('takes the height its own form posts, each time it changes', () => {
    const { frame, own } = renderForm();
    expect(frame.style.height).toBe('');
    post({ type: HEIGHT_MESSAGE_TYPE, height: 1034.4 }, own);
    expect(frame.style.height).toBe('1035px');
    post({ type: HEIGHT_MESSAGE_TYPE, height: 760 }, own);
    expect(frame.style.height).toBe('760px');
  });

  it('ignores a height from another window, another origin, or out of range', () => {
    const { frame, own } = renderForm();
    post({ type: HEIGHT_MESSAGE_TYPE, height: 700 }, window);
    post({ type: HEIGHT_MESSAGE_TYPE, height: 700 }, own, 'https://evil.example');
    post({ type: HEIGHT_MESSAGE_TYPE, height: 1e9 }, own);
    post({ type: HEIGHT_MESSAGE_TYPE, height: '700' }, own);
    expect(frame.style.height).toBe('');
  });
});
