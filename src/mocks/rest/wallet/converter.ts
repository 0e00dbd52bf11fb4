import type { HttpHandler } from 'msw';
import { convertWithQuote, findAccount } from '../../db/actions';
import { assetSpec, type AssetSpec } from '../../db/catalog';
import { compare } from '@/shared/money';
import { MINUTE, iso } from '../../db/format';
import { priceQuote, QUOTE_VALIDITY_MS } from '../../db/actions/quote-price';
import { nextId } from '../../db/seed';
import { getDb, updateDb } from '../../db/store';
import { amountText, serverText } from '../../db/texts';
import { secured } from '../http';
import { replyLanguage } from '../language';
import { Checks, readJson } from '../read';
import { fieldError } from '../responses';
import { http } from './service';

/** Prices, convertible pairs, quotes and conversions. */
export const converterHandlers: HttpHandler[] = [
  http.get(
    '/converter',
    secured(({ response }) => response(200).json({ currency: 'USD', data: getDb().prices })),
  ),

  http.get(
    '/converter/definitions',
    secured(({ response }) => response(200).json({ data: getDb().converterDefinitions })),
  ),

  http.get(
    '/converter/price',
    secured(({ query, request, response }, user) => {
      const checks = new Checks({ from: query.get('from') ?? '', to: query.get('to') ?? '', amount: query.get('amount') ?? '' });
      const fromSymbol = checks.text('from');
      const toSymbol = checks.text('to');
      const amount = checks.amount('amount');
      if (!checks.ok) return response(422).json({ message: 'from, to and amount are required.', errors: checks.errors });
      const definition = getDb().converterDefinitions.find(
        (item) => item.fromAsset === fromSymbol.toUpperCase() && item.toAsset === toSymbol.toUpperCase(),
      );
      if (!definition || !definition.enabled)
        return response(404).json({ message: `${fromSymbol} cannot be converted to ${toSymbol}.`, code: 'PAIR_NOT_AVAILABLE' });
      // In the customer's language (ADR 0031); the body's message repeats the field's.
      const language = replyLanguage(request, user.id);
      const limit = (code: string, id: 'demo.backend.field.minAmount' | 'demo.backend.field.maxAmount', value: string) => {
        const message = serverText(language, id, { amount: amountText(value, language), asset: definition.fromAsset });
        return response(422).json({ message, errors: [fieldError('amount', code, message)] });
      };
      if (compare(amount, definition.minAmount) < 0)
        return limit('MIN_AMOUNT', 'demo.backend.field.minAmount', definition.minAmount);
      if (compare(amount, definition.maxAmount) > 0)
        return limit('MAX_AMOUNT', 'demo.backend.field.maxAmount', definition.maxAmount);
      const from = assetSpec(definition.fromAssetId) as AssetSpec;
      const to = assetSpec(definition.toAssetId) as AssetSpec;
      const { rate, fee, receiveAmount } = priceQuote(from, to, amount, definition.feePercent);
      const issuedAt = Date.now();
      const quote = updateDb((db) => {
        const stored = {
          id: nextId(db, 'quote'),
          userId: user.id,
          fromAssetId: from.id,
          toAssetId: to.id,
          fromAsset: from.symbol,
          toAsset: to.symbol,
          amount,
          rate,
          fee,
          receiveAmount,
          issuedAt: iso(issuedAt),
          expiresAt: iso(issuedAt + QUOTE_VALIDITY_MS),
        };
        // Quotes expired for more than 10 minutes are forgotten (until then, using one answers 410).
        db.quotes = [...db.quotes.filter((item) => Date.parse(item.expiresAt) > Date.now() - 10 * MINUTE), stored];
        return stored;
      });
      const { userId: _owner, fromAssetId: _from, toAssetId: _to, ...body } = quote;
      return response(200).json(body);
    }),
  ),

  http.post(
    '/converter',
    secured(async ({ request, response }, user) => {
      const checks = new Checks(await readJson(request));
      const quoteId = checks.text('quoteId');
      if (!checks.ok) return response(422).json({ message: 'quoteId is required.', errors: checks.errors });
      // The app shows these texts to the customer (errorMessage, else message): written in their language.
      const language = replyLanguage(request, user.id);
      const db = getDb();
      const quote = db.quotes.find((item) => item.id === quoteId && item.userId === user.id);
      if (!quote)
        return response(404).json({
          message: serverText(language, 'demo.backend.error.conversion.quoteNotFound'),
          code: 'NOT_FOUND',
        });
      if (Date.parse(quote.expiresAt) < Date.now()) {
        return response(410).json({
          message: 'The quote expired; ask for a new price.',
          code: 'QUOTE_EXPIRED',
          errorMessage: serverText(language, 'demo.backend.error.conversion.quoteExpired'),
        });
      }
      const account = findAccount(db, user.id, quote.fromAssetId);
      if (!account || compare(quote.amount, account.availableBalance) > 0) {
        return response(422).json({
          message: serverText(language, 'demo.backend.error.conversion.insufficientBalance'),
          errors: [
            fieldError(
              'amount',
              'INSUFFICIENT_BALANCE',
              serverText(language, 'demo.backend.field.conversion.insufficientBalance', { asset: quote.fromAsset }),
            ),
          ],
        });
      }
      return response(201).json(updateDb((current) => convertWithQuote(current, user.id, quote.id)));
    }),
  ),
];
