import type { ComponentType } from 'react';
import { within } from 'storybook/test';
import { cognitoMock } from '@/mocks/cognito';
import type { AuthLocationState } from '../model/location-state';
import { AuthScreenHarness, resetAuthState, ScreenFrame } from './AuthScreenHarness';

/** Where every auth screen's story starts: signed out, nothing stored, a fresh Cognito mock. */
export async function signedOutLoader(): Promise<Record<string, never>> {
  cognitoMock.reset();
  await resetAuthState();
  return {};
}

const inAuthLayout = (Story: ComponentType) => (
  <ScreenFrame>
    <Story />
  </ScreenFrame>
);

/**
 * What the stories of a signed-out screen at `path` share: signed out, in the auth layout, the screen at its
 * route with the router state a story hands over (`parameters.routeState`, e.g. the email to prefill).
 */
export function signedOutScreenMeta<Props extends object>(path: string, Screen: ComponentType<Props>) {
  return {
    parameters: { layout: 'fullscreen', route: path, demo: { user: null } },
    loaders: [signedOutLoader],
    decorators: [inAuthLayout],
    render: (args: Props, { parameters }: { parameters: Record<string, unknown> }) => (
      <AuthScreenHarness
        path={path}
        state={parameters.routeState as AuthLocationState | undefined}
        screen={<Screen {...args} />}
      />
    ),
  };
}

/** The story's canvas once its screen shows its heading. */
export async function screenReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1 });
  return canvas;
}
