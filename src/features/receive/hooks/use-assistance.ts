import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useQueryParams } from '@/design-system';
import { useSession } from '@/machines';
import { normalizeTxHash } from '@/services/addresses/tx-hash';
import {
  walletMutations,
  walletQueries,
  type DepositUnreceived,
  type DepositUnreceivedRequest,
  type FailureMeta,
  type Transaction,
} from '@/services/api';
import { formatLocalDate, parseLocalDate } from '@/shared/dates';
import { parseAmountInput } from '@/shared/money';
import { depositWithHash, mayStillArrive } from '../model/assistance-checks';
import { assistanceSchema, depositMoment, toLocalDateTime, type AssistanceValues } from '../model/assistance-schema';
import { arrivalMinutes, receiveNetworksOf, type ReceiveNetwork } from '../model/receive-networks';
import { ASSETS_FAILURE, NETWORKS_FAILURE, networksQuery, supportedAssetsQuery, walletAddressQuery } from '../queries';
import { useActionKey } from './use-action-key';

/** 'An error occurred while submitting the form, please try again later' as a toast; the form keeps its input. */
export const SUBMIT_FAILURE = {
  errorMessageId: 'errors.wallet.depositRecovery',
  toastId: 'deposit-help-submit-error',
} satisfies FailureMeta;

/** The customer's deposits looked through for the hash (the contract's largest page). */
const HISTORY_CHECKED = 200;

/** What the contract accepts as a screenshot. */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;

export const FIELD_ORDER = ['asset', 'network', 'txHash', 'amount', 'depositedOn', 'depositedTime', 'toAddress', 'note'] as const;

/** What the checks before sending found. */
export type AssistanceNotice =
  { kind: 'in-history'; transaction: Transaction } | { kind: 'on-its-way'; network: string; minutes: number };

export interface AssetChoice {
  id: string;
  symbol: string;
  name: string;
  decimals: number;
}

/** Moves focus to the first invalid field in the order the form shows them (found by name). */
function focusFirstInvalid(errors: FieldErrors<AssistanceValues>, event: BaseSyntheticEvent | undefined) {
  const form = event?.target;
  const first = FIELD_ORDER.find((name) => errors[name] !== undefined);
  if (!(form instanceof HTMLFormElement) || !first) return;
  const field = form.querySelector<HTMLElement>(`[name="${first}"]`);
  // A select's hidden native element cannot take focus: its visible trigger is the field's button.
  const target =
    field instanceof HTMLSelectElement ? field.closest('[data-part="root"]')?.querySelector<HTMLElement>('button') : field;
  target?.focus();
}

/**
 * The unreceived-deposit form: prefilled from `?txHash=&asset=&network=`, the address filled in with the
 * customer's own on that network, and before sending two checks — a hash already in the customer's
 * history is answered with that entry, and a deposit younger than the network's expected arrival gets a
 * "may still be on its way" notice (sending again goes ahead). One idempotency key per request body.
 */
export function useAssistance() {
  const [params] = useQueryParams();
  const { locale } = useIntl();
  const queryClient = useQueryClient();
  const { status } = useSession();
  const enabled = status === 'signedIn';
  const { keyFor, done } = useActionKey();

  const assetsQuery = useQuery({ ...supportedAssetsQuery(), enabled, meta: ASSETS_FAILURE });
  const networkListQuery = useQuery({ ...networksQuery(), enabled, meta: NETWORKS_FAILURE });
  const submitMutation = useMutation({ ...walletMutations.createDepositUnreceived(), meta: SUBMIT_FAILURE });

  const assets = useMemo(
    (): AssetChoice[] | undefined =>
      assetsQuery.data?.data.map(({ id, symbol, name, decimals }) => ({ id, symbol, name, decimals })),
    [assetsQuery.data],
  );
  const decimalsOf = useCallback((symbol: string) => assets?.find((asset) => asset.symbol === symbol)?.decimals, [assets]);
  const resolver = useMemo(
    () => zodResolver(assistanceSchema({ decimalsOf, now: () => toLocalDateTime(new Date()), locale })),
    [decimalsOf, locale],
  );
  const form = useForm<AssistanceValues>({
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: {
      asset: params.get('asset')?.trim().toUpperCase() ?? '',
      network: params.get('network')?.trim() ?? '',
      txHash: params.get('txHash')?.trim() ?? '',
      amount: '',
      depositedOn: '',
      depositedTime: '',
      toAddress: '',
      note: '',
    },
  });
  const { control, setValue, getFieldState, getValues, handleSubmit } = form;

  // The language changed with a day typed: it is rewritten the new way, so "01/10/2026" (10 January) does not
  // become the 1st of October in Turkish. Before the browser paints: the new labels never show the old way.
  const typedIn = useRef(locale);
  useLayoutEffect(() => {
    const previous = typedIn.current;
    typedIn.current = locale;
    if (previous === locale) return;
    const day = parseLocalDate(getValues('depositedOn'), previous);
    if (day !== null) setValue('depositedOn', formatLocalDate(day, locale));
  }, [locale, getValues, setValue]);
  const symbol = useWatch({ control, name: 'asset' });
  const networkId = useWatch({ control, name: 'network' });
  const asset = assets?.find((item) => item.symbol === symbol);
  const networks = useMemo(
    (): ReceiveNetwork[] | undefined =>
      asset && networkListQuery.data ? receiveNetworksOf(networkListQuery.data.data, asset.id) : undefined,
    [asset, networkListQuery.data],
  );
  const network = networks?.find((item) => item.id === networkId);

  // A network the new asset does not move on is cleared; a single one is taken.
  useEffect(() => {
    if (!networks) return;
    if (networks.length === 1 && networks[0] && networkId !== networks[0].id) setValue('network', networks[0].id);
    else if (networkId !== '' && !networks.some((item) => item.id === networkId)) setValue('network', '');
  }, [networks, networkId, setValue]);

  // The customer's own address on that network, unless they typed another.
  const ownAddress = useQuery({
    ...walletAddressQuery(asset?.id ?? '', network?.id ?? ''),
    enabled: enabled && asset !== undefined && network !== undefined,
  });
  const ownAddressValue = ownAddress.data?.address;
  useEffect(() => {
    if (ownAddressValue !== undefined && !getFieldState('toAddress').isDirty) setValue('toAddress', ownAddressValue);
  }, [ownAddressValue, getFieldState, setValue]);

  const [notice, setNotice] = useState<AssistanceNotice | null>(null);
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  const [created, setCreated] = useState<DepositUnreceived | null>(null);
  const [checking, setChecking] = useState(false);
  const [screenshot, setScreenshot] = useState<File | null>(null);

  const send = useCallback(
    async (values: AssistanceValues) => {
      if (!asset) return;
      const txHash = normalizeTxHash(values.txHash);
      const amount = parseAmountInput(values.amount, { decimals: asset.decimals });
      const sentAt = depositMoment(values, locale);
      if (!amount.ok || sentAt === null) return;
      setChecking(true);
      const deposits = await queryClient
        .fetchQuery(walletQueries.transactions({ type: 'deposit', asset: asset.symbol, per_page: HISTORY_CHECKED }))
        .then((page) => page.data)
        // The history could not be read: the request goes ahead (the server checks the hash as well).
        .catch((): Transaction[] => []);
      setChecking(false);
      const found = depositWithHash(deposits, txHash);
      if (found) {
        setNotice({ kind: 'in-history', transaction: found });
        return;
      }
      const warning = `${txHash}|${sentAt.getTime()}|${values.network}`;
      if (network && mayStillArrive(sentAt.getTime(), Date.now(), network.arrivalSeconds) && warnedFor !== warning) {
        setNotice({ kind: 'on-its-way', network: network.name, minutes: arrivalMinutes(network.arrivalSeconds) });
        setWarnedFor(warning);
        return;
      }
      setNotice(null);
      const note = values.note.trim();
      const request: DepositUnreceivedRequest = {
        assetId: asset.id,
        networkId: values.network,
        txHash,
        amount: amount.value,
        depositedAt: sentAt.toISOString(),
        toAddress: values.toAddress.trim(),
        ...(note ? { note } : {}),
        ...(screenshot ? { screenshot } : {}),
      };
      // The same request again (a retry) keeps its key; a different screenshot is a different request.
      const action = JSON.stringify({
        ...request,
        screenshot: screenshot ? [screenshot.name, screenshot.size, screenshot.lastModified] : null,
      });
      try {
        setCreated(await submitMutation.mutateAsync({ ...request, idempotencyKey: keyFor(action) }));
        done(action);
      } catch {
        // The toast comes from the mutation's meta; everything typed stays.
      }
    },
    [asset, locale, network, queryClient, warnedFor, screenshot, submitMutation, keyFor, done],
  );

  return {
    form,
    assets,
    asset,
    networks,
    network,
    notice,
    created,
    /** The "may still be on its way" notice was shown for exactly this input: sending again goes ahead. */
    warned: notice?.kind === 'on-its-way',
    submitting: checking || submitMutation.isPending,
    /** The optional screenshot (type and size are checked by the picker: SCREENSHOT_TYPES, SCREENSHOT_MAX_BYTES). */
    setScreenshot,
    onSubmit: handleSubmit(send, focusFirstInvalid),
    loadError: assetsQuery.error ?? networkListQuery.error,
    retryLoad: () => {
      if (assetsQuery.isError) void assetsQuery.refetch();
      if (networkListQuery.isError) void networkListQuery.refetch();
    },
  };
}
