import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryParams } from '@/design-system';
import { useSession } from '@/machines';
import { remainingMs, CONFIRM_MIN_REMAINING_MS, type QuoteRequest } from '@/machines/quote';
import { retryingAfterFailure, type AssetAccount, type ConverterDefinition } from '@/services/api';
import type { DraftValues } from '@/services/storage';
import { formatAmountInput, multiply, parseAmountInput, subtract, divide, truncate, type DecimalString } from '@/shared/money';
import { amountProblem, estimatedRate, fromAmountFor, maxAmount, type AmountProblem } from '../model/amounts';
import { allowedPairs, findPair, fromAssets, initialPair, pickTo, toAssets } from '../model/pairs';
import { accountQuery, assetsQuery, CONVERTER_FAILURE, definitionsQuery, pricesQuery } from '../queries';
import { useQuoteActor } from './use-quote-actor';

/** The spec's default debounce: a quote is asked for once typing pauses this long. */
export const INPUT_DEBOUNCE_MS = 300;
/** The draft's form id (session storage `draft:{userId}:conversion`). */
export const DRAFT_FORM_ID = 'conversion';

export interface ConversionDraft {
  from: string;
  to: string;
  side: Side;
  text: string;
}

/** A stored draft, if it has the conversion form's shape. */
export function readConversionDraft(values: DraftValues | null): ConversionDraft | null {
  if (!values) return null;
  const { from, to, side, text } = values;
  if (typeof from !== 'string' || typeof to !== 'string' || typeof text !== 'string' || text === '') return null;
  if (side !== 'from' && side !== 'to') return null;
  return { from, to, side, text };
}

/** Decimals assumed until the asset list has answered. */
const FALLBACK_DECIMALS = 8;

export type Side = 'from' | 'to';

export type InputProblem = AmountProblem | { kind: 'invalid' } | { kind: 'too-many-decimals'; decimals: number };

export type QuotePhase =
  'idle' | 'quoting' | 'requoting' | 'fresh' | 'changed' | 'confirming' | 'done' | 'failed' | 'unavailable';

/** Which state of the machine the screen shows. */
function phaseOf(value: unknown): QuotePhase {
  if (typeof value === 'object' && value !== null && 'quoted' in value) return value.quoted === 'changed' ? 'changed' : 'fresh';
  return (typeof value === 'string' && value !== 'expired' ? value : 'requoting') as QuotePhase;
}

const requestKey = (request: QuoteRequest | null) => (request ? `${request.from}>${request.to}:${request.amount}` : '');

/** The conversion screen's data and actions: pairs, balances, the two amounts, the quote machine. */
export function useConversion() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [searchParams] = useQueryParams();
  const { status, user } = useSession();
  const signedIn = status === 'signedIn';
  const userId = user?.userId || undefined;

  const definitions = useQuery({ ...definitionsQuery(), enabled: signedIn, meta: CONVERTER_FAILURE });
  const prices = useQuery({ ...pricesQuery(), enabled: signedIn, meta: CONVERTER_FAILURE });
  const assets = useQuery({ ...assetsQuery(), enabled: signedIn });

  const pairs = useMemo(() => allowedPairs(definitions.data?.data ?? []), [definitions.data]);
  const [chosen, setChosen] = useState<{ from: string; to: string } | null>(null);
  const pairChoice = chosen ?? initialPair(pairs, { from: searchParams.get('from'), to: searchParams.get('to') });
  const from = pairChoice?.from ?? '';
  const to = pairChoice?.to ?? '';
  const pair: ConverterDefinition | undefined = findPair(pairs, from, to);

  const fromAccount = useQuery({ ...accountQuery(userId, from), enabled: signedIn && from !== '' });
  const toAccount = useQuery({ ...accountQuery(userId, to), enabled: signedIn && to !== '' });
  // null until the account list has answered (no account: 0).
  const balanceOf = (account: { data?: { data: AssetAccount[] } | undefined }): DecimalString | null =>
    account.data ? (account.data.data[0]?.availableBalance ?? '0') : null;
  const fromBalance = balanceOf(fromAccount);
  const toBalance = balanceOf(toAccount);

  const decimalsOf = useCallback(
    (symbol: string) => assets.data?.data.find((asset) => asset.symbol === symbol)?.decimals ?? FALLBACK_DECIMALS,
    [assets.data],
  );
  const priceOf = (symbol: string): DecimalString | null =>
    prices.data?.data.find((line) => line.symbol.toUpperCase() === symbol)?.price ?? null;

  const [side, setSide] = useState<Side>('from');
  const [text, setText] = useState('');
  const [rateInverted, setRateInverted] = useState(false);

  const { actor, snapshot } = useQuoteActor();
  const phase = phaseOf(snapshot.value);
  const { quote, seen, transaction, error } = snapshot.context;

  // What the typed text means: an amount of the edited side's asset, turned into the from amount to quote.
  const rate = estimatedRate(priceOf(from), priceOf(to));
  const parsed = text.trim() === '' ? null : parseAmountInput(text, { decimals: decimalsOf(side === 'from' ? from : to) });
  let amount: DecimalString | null = null;
  let problem: InputProblem | null = null;
  if (parsed && !parsed.ok) {
    problem =
      parsed.reason === 'too-many-decimals'
        ? { kind: 'too-many-decimals', decimals: decimalsOf(side === 'from' ? from : to) }
        : { kind: 'invalid' };
  } else if (parsed?.ok && pair) {
    amount = side === 'from' ? parsed.value : rate ? fromAmountFor(parsed.value, rate, pair.feePercent, decimalsOf(from)) : null;
    problem = amount === null ? null : amountProblem(amount, pair, fromBalance ?? pair.maxAmount);
  }
  const request: QuoteRequest | null =
    amount !== null && problem === null && pair && fromBalance !== null ? { from, to, amount } : null;
  const quoteMatches =
    quote !== null &&
    request !== null &&
    requestKey(request) === requestKey({ from: quote.fromAsset, to: quote.toAsset, amount: quote.amount });

  // The machine hears about new inputs once typing pauses.
  const sent = useRef('');
  const key = requestKey(request);
  useEffect(() => {
    if (key === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = key;
      actor.send({ type: 'INPUT', request });
    }, INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `request` is described completely by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, actor]);

  // The other field: what the quote (or, before it, the prices) says.
  const estimateReceive = (given: DecimalString): DecimalString | null =>
    rate && pair
      ? truncate(multiply(multiply(given, rate), subtract('1', divide(pair.feePercent, '100'))), decimalsOf(to))
      : null;
  const computed: DecimalString | null =
    side === 'from' ? (quoteMatches && quote ? quote.receiveAmount : amount !== null ? estimateReceive(amount) : null) : amount;
  const shown = (forSide: Side): string => {
    if (forSide === side) return text;
    if (computed === null) return '';
    return formatAmountInput(computed, intl.locale, decimalsOf(forSide === 'from' ? from : to));
  };

  const edit = (forSide: Side, value: string) => {
    setSide(forSide);
    setText(value);
  };
  const most = pair && fromBalance !== null ? maxAmount(fromBalance, pair, decimalsOf(from)) : null;
  const useMax = () => {
    if (most !== null) edit('from', formatAmountInput(most, intl.locale, decimalsOf(from)));
  };
  const chooseFrom = (symbol: string) => setChosen({ from: symbol, to: pickTo(pairs, symbol, to) });
  const chooseTo = (symbol: string) => setChosen({ from, to: symbol });
  const canSwap = findPair(pairs, to, from) !== undefined;
  const swap = () => {
    if (!canSwap) return;
    setChosen({ from: to, to: from });
    setSide(side === 'from' ? 'to' : 'from');
  };

  const remaining = remainingMs(snapshot.context);
  const confirmable = phase === 'fresh' && quoteMatches && remaining >= CONFIRM_MIN_REMAINING_MS;
  const startOver = () => {
    sent.current = '';
    setText('');
    setSide('from');
    actor.send({ type: 'RESET' });
  };
  const retryLoad = () => {
    retryingAfterFailure(queryClient, CONVERTER_FAILURE.toastId);
    if (definitions.isError) void definitions.refetch();
    if (prices.isError) void prices.refetch();
    if (phase === 'unavailable') actor.send({ type: 'RETRY' });
  };

  /** Puts a restored draft's choices back (ignored when its pair is no longer offered). */
  const restore = (values: ConversionDraft) => {
    if (!findPair(pairs, values.from, values.to)) return;
    setChosen({ from: values.from, to: values.to });
    edit(values.side, values.text);
  };

  const loadError = definitions.error ?? prices.error ?? (phase === 'unavailable' ? error : null);
  const loading = !loadError && (definitions.isPending || prices.isPending || assets.isPending);

  return {
    loading,
    loadError,
    retryLoad,
    noPairs: definitions.isSuccess && pairs.length === 0,
    fromOptions: fromAssets(pairs),
    toOptions: toAssets(pairs, from),
    from,
    to,
    pair,
    chooseFrom,
    chooseTo,
    canSwap,
    swap,
    side,
    shown,
    edit,
    problem,
    fromDecimals: decimalsOf(from),
    toDecimals: decimalsOf(to),
    fromBalance,
    toBalance,
    fromPrice: priceOf(from),
    toPrice: priceOf(to),
    most,
    useMax,
    rate: quoteMatches && quote ? quote.rate : rate,
    rateInverted,
    invertRate: () => setRateInverted((inverted) => !inverted),
    phase,
    quote: quoteMatches || phase === 'requoting' ? quote : null,
    seen,
    remaining,
    confirmable,
    confirm: () => actor.send({ type: 'CONFIRM' }),
    accept: () => actor.send({ type: 'ACCEPT' }),
    retryConfirm: () => actor.send({ type: 'RETRY' }),
    startOver,
    /** What a draft keeps: nothing while the form is empty. */
    draftValues: text.trim() === '' ? null : ({ from, to, side, text } satisfies ConversionDraft),
    restore,
    transaction,
    error,
  };
}

export type ConversionView = ReturnType<typeof useConversion>;
