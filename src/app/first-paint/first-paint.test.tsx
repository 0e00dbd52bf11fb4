import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, retireFirstPaint, showFirstPaint } from './first-paint';

/** The sign-in page as the build writes it: the app's root, then the drawn screen in both languages. */
function drawnPage() {
  document.body.innerHTML = `
    <div id="root"></div>
    <div id="first-paint" data-first-paint-for="signed-out">
      <div data-first-paint-locale="en" lang="en"><h1>Sign in</h1><input name="email" type="email"><input name="password" type="password"><input type="checkbox" disabled><a href="/forgot-password">Forgot password?</a></div>
      <div data-first-paint-locale="tr" lang="tr"><h1>Giriş yap</h1><input name="email" type="email"><input name="password" type="password"></div>
    </div>`;
}

const drawn = () => document.getElementById('first-paint');

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
  vi.useRealTimers();
});

describe('showFirstPaint', () => {
  it("shows the customer's language and drops the other copy", async () => {
    drawnPage();
    expect(showFirstPaint('tr', () => false)).toBe(true);
    await vi.waitFor(() => expect(drawn()?.hasAttribute('data-shown')).toBe(true));
    expect(drawn()?.textContent).toContain('Giriş yap');
    expect(drawn()?.textContent).not.toContain('Sign in');
    expect(document.documentElement.lang).toBe('tr');
  });

  it('shows it once the brand font is there (the app draws the same text in it), or after a short wait', async () => {
    vi.useFakeTimers();
    let fontLoaded: () => void = () => undefined;
    const fonts = { load: () => new Promise<void>((resolve) => (fontLoaded = resolve)) };
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    try {
      drawnPage();
      showFirstPaint('en', () => false);
      await vi.advanceTimersByTimeAsync(100);
      expect(drawn()?.hasAttribute('data-shown')).toBe(false);
      fontLoaded();
      await vi.advanceTimersByTimeAsync(0);
      expect(drawn()?.hasAttribute('data-shown')).toBe(true);

      drawnPage();
      showFirstPaint('en', () => false);
      await vi.advanceTimersByTimeAsync(399);
      expect(drawn()?.hasAttribute('data-shown')).toBe(false);
      await vi.advanceTimersByTimeAsync(2);
      expect(drawn()?.hasAttribute('data-shown')).toBe(true);
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  it('in Turkish, waits for the face of Turkish letters too: the heading is not drawn in a fallback first', () => {
    const load = vi.fn(() => new Promise<void>(() => undefined));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    try {
      drawnPage();
      showFirstPaint('tr', () => false);
      expect(load).toHaveBeenCalledWith('1em "Inter Variable"', 'Ağ');
      drawnPage();
      showFirstPaint('en', () => false);
      expect(load).toHaveBeenLastCalledWith('1em "Inter Variable"', 'Ag');
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  it('drops the drawn screen when a stored session will take the customer past sign-in', () => {
    drawnPage();
    expect(showFirstPaint('en', () => true)).toBe(false);
    expect(drawn()).toBeNull();
  });

  it("shows the wallet's frame to a customer with a stored session only (the others are sent to sign-in)", async () => {
    const walletPage = () => {
      document.body.innerHTML = `
        <div id="root"></div>
        <div id="first-paint" data-first-paint-for="signed-in">
          <div data-first-paint-locale="en" lang="en"><h1>My Wallet</h1></div>
          <div data-first-paint-locale="tr" lang="tr"><h1>Cüzdanım</h1></div>
        </div>`;
    };
    walletPage();
    expect(showFirstPaint('en', () => false)).toBe(false);
    expect(drawn()).toBeNull();

    walletPage();
    expect(showFirstPaint('tr', () => true)).toBe(true);
    await vi.waitFor(() => expect(drawn()?.hasAttribute('data-shown')).toBe(true));
    expect(drawn()?.textContent?.trim()).toBe('Cüzdanım');
  });

  it('does nothing on pages without a drawn screen, not even look for a stored session', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const signedIn = vi.fn(() => false);
    expect(showFirstPaint('en', signedIn)).toBe(false);
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
    expect(signedIn).not.toHaveBeenCalled();
  });
});

describe('afterFirstPaint', () => {
  it('starts the app at the latest after its limit when the page never paints (a hidden tab)', async () => {
    vi.useFakeTimers();
    let started = false;
    void afterFirstPaint(500).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(started).toBe(true);
  });
});

/** The app's sign-in fields: controlled by React, as the real form's are. */
function AppFields({ onForgot }: { onForgot?: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form>
      <input aria-label="Email" name="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input
        aria-label="Password"
        name="password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <output>{`${email}|${password.length}`}</output>
      <a
        href="/forgot-password"
        onClick={(event) => {
          event.preventDefault();
          onForgot?.(email);
        }}
      >
        Forgot password?
      </a>
    </form>
  );
}

describe('retireFirstPaint', () => {
  it("hands what the customer typed to the app's fields, and keeps their field focused with its caret", () => {
    drawnPage();
    showFirstPaint('en', () => false);
    const [email, password] = [...document.querySelectorAll<HTMLInputElement>('#first-paint input[name]')];
    if (!email || !password) throw new Error('The drawn page has no fields.');
    email.value = 'ada@example.com';
    password.value = 'secret';
    password.focus();
    password.setSelectionRange(2, 4);

    render(<AppFields />, { container: document.getElementById('root') ?? undefined });
    act(() => retireFirstPaint());

    expect(drawn()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    // The app's state took the values (not only the DOM): the controlled fields would otherwise snap back.
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.com|6');
    const appPassword = screen.getByLabelText('Password');
    expect(appPassword).toHaveFocus();
    expect([(appPassword as HTMLInputElement).selectionStart, (appPassword as HTMLInputElement).selectionEnd]).toEqual([2, 4]);
  });

  it('leaves untouched fields and the focus alone when nothing was typed', () => {
    drawnPage();
    showFirstPaint('en', () => false);
    render(<AppFields />, { container: document.getElementById('root') ?? undefined });
    act(() => retireFirstPaint());
    expect(drawn()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('|0');
    expect(document.activeElement).toBe(document.body);
  });

  it('follows a link the customer clicked before the app was there, in the app, with what they typed', async () => {
    drawnPage();
    showFirstPaint('en', () => false);
    const email = document.querySelector<HTMLInputElement>('#first-paint input[name="email"]');
    const link = document.querySelector<HTMLAnchorElement>('#first-paint a');
    if (!email || !link) throw new Error('The drawn page has no email field or link.');
    email.value = 'ada@example.com';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    // Not followed by the browser (a full page load would lose the email).
    expect(click.defaultPrevented).toBe(true);

    const onForgot = vi.fn();
    render(<AppFields onForgot={onForgot} />, { container: document.getElementById('root') ?? undefined });
    act(() => retireFirstPaint());
    await vi.waitFor(() => expect(onForgot).toHaveBeenCalledWith('ada@example.com'));
    expect(onForgot).toHaveBeenCalledTimes(1);
  });
});
