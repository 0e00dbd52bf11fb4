/** The longest server text a toast shows; longer text is cut with an ellipsis. */
export const MAX_SERVER_TEXT_LENGTH = 200;

const HTML = /<\s*(!doctype|html|head|body|div|p|h\d|pre|script|style|title|br|span|table)\b|<\/\w+>/i;
const STACK = /\n\s*at\s+\S|^\s*at\s+\S+\s+\(|\w+Error:.*\n|\.(java|py|cs|js|ts):\d+/m;

/**
 * Server text fit to show a customer: collapsed to one line and capped, or undefined for an HTML body (a
 * proxy's error page) or a stack trace, which then give way to the catalogue message.
 */
export function displayableServerText(text: string | undefined): string | undefined {
  if (text === undefined || HTML.test(text) || STACK.test(text)) return undefined;
  const line = text.replace(/\s+/g, ' ').trim();
  if (line === '') return undefined;
  return line.length > MAX_SERVER_TEXT_LENGTH ? `${line.slice(0, MAX_SERVER_TEXT_LENGTH - 1).trimEnd()}…` : line;
}
