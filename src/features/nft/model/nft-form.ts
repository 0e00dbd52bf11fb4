import type { FileRules } from '@/services/files';

/** The image rule of spec issue 18: JPEG, PNG, GIF or WebP by content, at most 10 MB; SVG never (it can carry script). */
export const NFT_IMAGE_RULES: FileRules = { kinds: ['jpeg', 'png', 'gif', 'webp'], maxBytes: 10 * 1024 * 1024 };

/** The contract's limits (openapi/wallet.yaml MintErc1155Request, NftProperty). */
export const MAX_NAME_LENGTH = 80;
export const MAX_DESCRIPTION_LENGTH = 1000;
export const MAX_SUPPLY = 1_000_000;
export const MAX_PROPERTIES = 20;
export const MAX_TRAIT_LENGTH = 40;
export const MAX_LINK_LENGTH = 500;

export interface PropertyRow {
  /** Stable across edits, for React keys and focus. */
  key: string;
  trait: string;
  value: string;
}

export interface NftFormValues {
  name: string;
  description: string;
  /** As typed: a whole number is checked, never parsed from a float. */
  supply: string;
  properties: PropertyRow[];
  externalUrl: string;
}

export type NftFormField = 'name' | 'description' | 'supply' | 'externalUrl';

/** Catalogue ids of the problems, per field; properties by row key. */
export interface NftFormErrors {
  fields: Partial<Record<NftFormField, string>>;
  properties: Record<string, { trait?: string; value?: string }>;
}

export const EMPTY_NFT_FORM: NftFormValues = { name: '', description: '', supply: '1', properties: [], externalUrl: '' };

const WHOLE_NUMBER = /^\d+$/;

/** A whole number from 1 to MAX_SUPPLY, as digits only (no sign, decimals or exponent). */
export function supplyProblem(supply: string): string | undefined {
  const text = supply.trim();
  if (text === '') return 'nft.create.supply.required';
  if (!WHOLE_NUMBER.test(text)) return 'nft.create.supply.whole';
  const digits = text.replace(/^0+(?=\d)/, '');
  if (digits === '0') return 'nft.create.supply.min';
  if (digits.length > String(MAX_SUPPLY).length || Number(digits) > MAX_SUPPLY) return 'nft.create.supply.max';
  return undefined;
}

/** An optional link: empty, or an https URL with a host. */
export function linkProblem(link: string): string | undefined {
  const text = link.trim();
  if (text === '') return undefined;
  if (text.length > MAX_LINK_LENGTH) return 'nft.create.link.tooLong';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'nft.create.link.https';
  }
  return url.protocol === 'https:' && url.hostname !== '' ? undefined : 'nft.create.link.https';
}

/** Rows left entirely blank are ignored; a half-filled row, a duplicate trait or an overlong text is an error. */
function propertyErrors(rows: readonly PropertyRow[]): NftFormErrors['properties'] {
  const errors: NftFormErrors['properties'] = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const trait = row.trait.trim();
    const value = row.value.trim();
    if (trait === '' && value === '') continue;
    const rowErrors: { trait?: string; value?: string } = {};
    if (trait === '') rowErrors.trait = 'nft.create.property.traitRequired';
    else if (trait.length > MAX_TRAIT_LENGTH) rowErrors.trait = 'nft.create.property.tooLong';
    else if (seen.has(trait.toLowerCase())) rowErrors.trait = 'nft.create.property.duplicate';
    if (value === '') rowErrors.value = 'nft.create.property.valueRequired';
    else if (value.length > MAX_TRAIT_LENGTH) rowErrors.value = 'nft.create.property.tooLong';
    seen.add(trait.toLowerCase());
    if (rowErrors.trait || rowErrors.value) errors[row.key] = rowErrors;
  }
  return errors;
}

/** Every rule of the create form except the image (checked by its content, asynchronously). */
export function validateNftForm(values: NftFormValues): NftFormErrors {
  const fields: NftFormErrors['fields'] = {};
  const name = values.name.trim();
  if (name === '') fields.name = 'nft.create.name.required';
  else if (name.length > MAX_NAME_LENGTH) fields.name = 'nft.create.name.tooLong';
  if (values.description.length > MAX_DESCRIPTION_LENGTH) fields.description = 'nft.create.description.tooLong';
  const supply = supplyProblem(values.supply);
  if (supply) fields.supply = supply;
  const link = linkProblem(values.externalUrl);
  if (link) fields.externalUrl = link;
  return { fields, properties: propertyErrors(values.properties) };
}

export function hasErrors(errors: NftFormErrors): boolean {
  return Object.keys(errors.fields).length > 0 || Object.keys(errors.properties).length > 0;
}

/** The filled rows, trimmed: what is minted and what the preview shows. */
export function filledProperties(rows: readonly PropertyRow[]): Array<{ trait: string; value: string }> {
  return rows
    .map((row) => ({ trait: row.trait.trim(), value: row.value.trim() }))
    .filter((row) => row.trait !== '' || row.value !== '');
}

/** The multipart body (the image added by the caller); properties travel as one JSON field (ADR 0021). */
export function toMintFields(values: NftFormValues) {
  const properties = filledProperties(values.properties);
  const link = values.externalUrl.trim();
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    supply: Number(values.supply.trim()),
    ...(description === '' ? {} : { description }),
    ...(properties.length === 0 ? {} : { properties: JSON.stringify(properties) }),
    ...(link === '' ? {} : { externalUrl: link }),
  };
}
