/**
 * The phone input, as its own entry point of the design system: it brings libphonenumber's metadata and the
 * country flags (~100 kB gzip), which only screens with a phone field should download. Re-exporting it from
 * the main index would put it in the chunk every page loads at start.
 */
export * from './components/phone-input';
