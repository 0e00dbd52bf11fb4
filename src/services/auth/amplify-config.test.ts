import { describe, expect, it } from 'vitest';
import {
  buildAmplifyConfig,
  DEMO_USER_POOL_ENDPOINT,
  hasIdentityPool,
  regionOfIdentityPoolId,
  regionOfUserPoolId,
  type AuthEnvironment,
} from './amplify-config';
import { AuthValidationError } from './errors';

const real: AuthEnvironment = {
  demoMode: false,
  walletHost: 'https://wallet.example.com/',
  cognito: {
    region: 'eu-central-1',
    userPoolId: 'eu-central-1_AbCdEf123',
    userPoolClientId: 'client123',
    identityPoolId: 'eu-central-1:0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
    oauthDomain: 'auth.wallet.example.com',
  },
};

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('pool id validation', () => {
  it('reads the region of a user pool id', () => {
    expect(regionOfUserPoolId('eu-central-1_AbC')).toBe('eu-central-1');
  });

  it.each(['eucentral1AbC', '_AbC', 'eu-central-1_', ''])(
    "refuses the user pool id %j with 'Invalid user pool id provided.'",
    (id) => {
      const error = thrown(() => regionOfUserPoolId(id));
      expect(error).toBeInstanceOf(AuthValidationError);
      expect(error).toMatchObject({ message: 'Invalid user pool id provided.', messageId: 'errors.auth.invalidUserPoolId' });
    },
  );

  it('reads the region of an identity pool id', () => {
    expect(regionOfIdentityPoolId('eu-central-1:abc')).toBe('eu-central-1');
  });

  it.each(['eu-central-1_abc', ':abc', 'eu-central-1:', ''])('refuses the identity pool id %j', (id) => {
    expect(thrown(() => regionOfIdentityPoolId(id))).toBeInstanceOf(AuthValidationError);
  });
});

describe('buildAmplifyConfig', () => {
  it('configures user pool, client, identity pool and hosted OAuth for a real backend', () => {
    expect(buildAmplifyConfig(real)).toEqual({
      Auth: {
        Cognito: {
          userPoolId: 'eu-central-1_AbCdEf123',
          userPoolClientId: 'client123',
          identityPoolId: 'eu-central-1:0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
          signUpVerificationMethod: 'code',
          loginWith: {
            email: true,
            oauth: {
              domain: 'auth.wallet.example.com',
              scopes: ['profile', 'email', 'openid', 'aws.cognito.signin.user.admin'],
              redirectSignIn: ['https://wallet.example.com/slanding'],
              redirectSignOut: ['https://wallet.example.com/'],
              responseType: 'token',
            },
          },
        },
      },
    });
  });

  it('leaves hosted OAuth and the identity pool out when they are not configured', () => {
    const config = buildAmplifyConfig({
      ...real,
      cognito: { ...real.cognito, identityPoolId: undefined, oauthDomain: undefined },
    });
    expect(config.Auth?.Cognito).toEqual({
      userPoolId: 'eu-central-1_AbCdEf123',
      userPoolClientId: 'client123',
      signUpVerificationMethod: 'code',
      loginWith: { email: true },
    });
    expect(hasIdentityPool(config)).toBe(false);
    expect(hasIdentityPool(buildAmplifyConfig(real))).toBe(true);
  });

  it('accepts an OAuth domain written as a URL', () => {
    const config = buildAmplifyConfig({ ...real, cognito: { ...real.cognito, oauthDomain: 'https://auth.wallet.example.com/' } });
    expect(config.Auth?.Cognito.loginWith?.oauth?.domain).toBe('auth.wallet.example.com');
  });

  it('points the demo build at the Cognito mock, without hosted OAuth or identity pool', () => {
    const config = buildAmplifyConfig({ ...real, demoMode: true });
    expect(config.Auth?.Cognito).toEqual({
      userPoolId: 'eu-central-1_AbCdEf123',
      userPoolClientId: 'client123',
      userPoolEndpoint: DEMO_USER_POOL_ENDPOINT,
      signUpVerificationMethod: 'code',
      loginWith: { email: true },
    });
  });

  it('refuses an invalid user pool id, identity pool id or a region mismatch', () => {
    expect(thrown(() => buildAmplifyConfig({ ...real, cognito: { ...real.cognito, userPoolId: 'nounderscore' } }))).toMatchObject(
      {
        messageId: 'errors.auth.invalidUserPoolId',
      },
    );
    expect(thrown(() => buildAmplifyConfig({ ...real, cognito: { ...real.cognito, identityPoolId: 'nocolon' } }))).toBeInstanceOf(
      AuthValidationError,
    );
    expect(thrown(() => buildAmplifyConfig({ ...real, cognito: { ...real.cognito, region: 'us-east-1' } }))).toBeInstanceOf(
      AuthValidationError,
    );
  });

  it('points a real backend at a configured Cognito emulator, user pool and identity pool alike', () => {
    const emulated = buildAmplifyConfig({
      ...real,
      cognito: {
        ...real.cognito,
        userPoolEndpoint: 'http://localhost:9229/',
        identityPoolEndpoint: 'http://localhost:4566/',
      },
    });
    expect(emulated.Auth?.Cognito).toMatchObject({
      userPoolEndpoint: 'http://localhost:9229/',
      identityPoolEndpoint: 'http://localhost:4566/',
    });
    expect(buildAmplifyConfig(real).Auth?.Cognito).not.toHaveProperty('userPoolEndpoint');
  });
});
