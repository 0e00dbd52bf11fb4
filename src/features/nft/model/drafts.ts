import type { DraftValues } from '@/services/storage';
import { EMPTY_NFT_FORM, MAX_PROPERTIES, type NftFormValues } from './nft-form';

/**
 * The NFT forms as drafts (issue 14: kept per user in session storage, offered back after signing in again).
 * The create form keeps its text and properties and only the image's name: a file cannot be stored, so the
 * offer says it must be chosen again. A transfer keeps recipient and quantity, never the look-alike
 * acknowledgement, which the customer gives again on the restored form.
 */
export const CREATE_DRAFT_ID = 'nft-create';
export const transferDraftId = (nftId: string) => `nft-transfer:${nftId}`;

export interface CreateDraft {
  values: NftFormValues;
  /** The name of the image chosen when the draft was kept (the file itself is not kept), or null. */
  imageName: string | null;
}

export function toCreateDraft(values: NftFormValues, imageName: string | null): DraftValues {
  return {
    name: values.name,
    description: values.description,
    supply: values.supply,
    properties: values.properties.map(({ trait, value }) => ({ trait, value })),
    externalUrl: values.externalUrl,
    imageName,
  };
}

const text = (values: DraftValues, key: string, fallback = ''): string => {
  const value = values[key];
  return typeof value === 'string' ? value : fallback;
};

let restoredRows = 0;

/** A stored draft read back field by field; anything malformed is dropped rather than trusted. */
export function fromCreateDraft(values: DraftValues | null): CreateDraft | null {
  if (!values) return null;
  const rows = Array.isArray(values['properties']) ? values['properties'] : [];
  const properties = rows.slice(0, MAX_PROPERTIES).flatMap((row) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) return [];
    const trait = text(row as DraftValues, 'trait');
    const value = text(row as DraftValues, 'value');
    restoredRows += 1;
    return [{ key: `draft-property-${restoredRows}`, trait, value }];
  });
  const imageName = values['imageName'];
  return {
    values: {
      ...EMPTY_NFT_FORM,
      name: text(values, 'name'),
      description: text(values, 'description'),
      supply: text(values, 'supply', EMPTY_NFT_FORM.supply),
      properties,
      externalUrl: text(values, 'externalUrl'),
    },
    imageName: typeof imageName === 'string' && imageName !== '' ? imageName : null,
  };
}

export interface TransferDraft {
  address: string;
  quantity: string;
}

export const toTransferDraft = ({ address, quantity }: TransferDraft): DraftValues => ({ address, quantity });

export function fromTransferDraft(values: DraftValues | null): TransferDraft | null {
  if (!values) return null;
  return { address: text(values, 'address'), quantity: text(values, 'quantity', '1') };
}
