import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { createMemoryRouter, useInRouterContext } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { useOverlay } from '@/design-system';
import { createHarness } from '@/test/providers';
import { App } from './App';
import { createMessageStore } from './i18n/message-store';
import { loadMessages } from './i18n/messages';

let stop: () => void = () => undefined;
afterEach(() => stop());

function WhereIsTheOverlay() {
  const intl = useIntl();
  return <p>{`${useInRouterContext() ? 'Inside' : 'Outside'} the router, in ${intl.locale}`}</p>;
}

const OVERLAY = <WhereIsTheOverlay />;

function ScreenWithAnOverlay() {
  return <>{useOverlay(OVERLAY)}</>;
}

it("renders a screen's overlays beside the router, where navigations leave them alone, with the app's messages", async () => {
  const { root } = createHarness(undefined);
  stop = () => root.stop();
  const router = createMemoryRouter([{ path: '/', Component: ScreenWithAnOverlay }]);
  const messages = createMessageStore({ locale: 'en', messages: await loadMessages('en', []) }, []);
  render(<App messages={messages} runtime={{ root, router, mounted: () => undefined }} />);
  expect(await screen.findByText('Outside the router, in en')).toBeInTheDocument();
});
