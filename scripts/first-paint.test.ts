import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspDirectives } from '../deploy/csp.ts';
import { disableControls, styleAttributeHashes } from '../deploy/first-paint.ts';

describe('the sign-in screen drawn at build time (deploy/first-paint.ts)', () => {
  it('disables what would act without the app (buttons, boxes, radios) and keeps the text fields live', () => {
    const markup =
      '<form><input name="email" type="email"/><input type="checkbox" class="x"/><input value="en" type="radio"/>' +
      '<button type="submit">Sign in</button><a href="/sign-up">Create one</a></form>';
    expect(disableControls(markup)).toBe(
      '<form><input name="email" type="email"/><input disabled="" type="checkbox" class="x"/>' +
        '<input disabled="" value="en" type="radio"/><button disabled="" type="submit">Sign in</button>' +
        '<a href="/sign-up">Create one</a></form>',
    );
  });

  it('allows exactly the style attributes the markup carries, each once, by the hash of its decoded text', () => {
    const style = 'clip:rect(0 0 0 0);font-family:"Inter"';
    const markup = `<input style="clip:rect(0 0 0 0);font-family:&quot;Inter&quot;"/><span style="${'position:relative'}"></span><input style="clip:rect(0 0 0 0);font-family:&quot;Inter&quot;"/>`;
    const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(styleAttributeHashes(markup)).toEqual([hash(style), hash('position:relative')]);
    const styleSrc = cspDirectives({
      env: {},
      demoMode: true,
      scriptHashes: [],
      styleAttributeHashes: styleAttributeHashes(markup),
    }).find(([name]) => name === 'style-src');
    expect(styleSrc?.[1]).toEqual(["'self'", "'unsafe-hashes'", `'${hash(style)}'`, `'${hash('position:relative')}'`]);
  });

  it("keeps style-src at 'self' alone for a build without drawn pages", () => {
    const styleSrc = cspDirectives({ env: {}, demoMode: true, scriptHashes: [] }).find(([name]) => name === 'style-src');
    expect(styleSrc?.[1]).toEqual(["'self'"]);
  });
});
