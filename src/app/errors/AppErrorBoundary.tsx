import { Component, type ErrorInfo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@/services/i18n';
import type { Messages } from '../i18n/messages';
import { AppErrorScreen } from './ErrorScreens';
import { RetireFirstPaint } from '../first-paint/RetireFirstPaint';

interface AppErrorBoundaryProps {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}

/**
 * Around the providers (query client, i18n, root actor, router): an error there has no route error element
 * to catch it. The fallback brings its own IntlProvider, since the failing tree may be the one that had it.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('App error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <IntlProvider locale={this.props.locale} defaultLocale="en" messages={this.props.messages}>
        <RetireFirstPaint />
        <AppErrorScreen />
      </IntlProvider>
    );
  }
}
