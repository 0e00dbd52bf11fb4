/**
 * Where the HTTP clients get the interface language for the `Accept-Language` header, so texts the server composes
 * (notification titles and messages) come in the customer's language (ADR 0031). The app plugs in its stored
 * locale at boot, and the header follows a change of language from the next call; without a source, no header.
 * Kept apart from the clients, as the access token is: the HTTP layer does not read the app's settings itself.
 */
export type RequestLanguageSource = () => string;

let current: RequestLanguageSource | undefined;

/** Replaces the language source; pass nothing to send no language. */
export function setRequestLanguageSource(source?: RequestLanguageSource): void {
  current = source;
}

/** The language to ask the server for, or undefined when none is known. */
export function requestLanguage(): string | undefined {
  return current?.();
}
