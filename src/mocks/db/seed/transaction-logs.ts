import type { Transaction, TransactionLog } from '@/services/api';
import type { NetworkSpec } from '../catalog';
import { MINUTE, iso } from '../format';
import { amountText, languageOf, networkValue, serverText, type ServerTextId } from '../texts';
import type { DemoDatabase } from '../types';
import { nextId } from './ids';

/** The steps a seeded transaction went through, as its status says, told in its owner's language. */
export function logsFor(db: DemoDatabase, tx: Transaction, network: NetworkSpec | undefined): TransactionLog[] {
  const created = Date.parse(tx.createdAt);
  const steps: Array<Omit<TransactionLog, 'id' | 'txId'>> = [];
  const at = (minutes: number) => iso(created + minutes * MINUTE);
  const language = languageOf(db, tx.userId);
  const text = (id: ServerTextId, values?: Record<string, string>) => serverText(language, id, values);
  const amount = { amount: amountText(tx.amount, language), asset: tx.asset };
  const on = { network: networkValue(network?.name) };
  const required = tx.requiredConfirmations;
  if (tx.type === 'deposit') {
    steps.push({
      status: 'pending',
      event: 'created',
      message: text('demo.backend.log.deposit.seen', { ...amount, ...on }),
      confirmations: 0,
      createdAt: at(0),
    });
    if (tx.status !== 'pending') {
      steps.push({
        status: 'processing',
        event: 'confirming',
        message: text('demo.backend.log.confirming', { required: String(required) }),
        confirmations: Math.min(1, required),
        createdAt: at(2),
      });
    }
    if (tx.status === 'completed') {
      steps.push({
        status: 'completed',
        event: 'credited',
        message: text('demo.backend.log.deposit.credited', amount),
        confirmations: required,
        createdAt: at(12),
      });
    }
    if (tx.status === 'failed')
      steps.push({
        status: 'failed',
        event: 'failed',
        message: tx.failureReason ?? text('demo.backend.log.deposit.failed'),
        confirmations: null,
        createdAt: at(30),
      });
  } else if (tx.type === 'withdrawal') {
    steps.push({
      status: 'pending',
      event: 'created',
      message: text('demo.backend.log.withdrawal.requested', amount),
      confirmations: null,
      createdAt: at(0),
    });
    if (tx.status === 'cancelled') {
      steps.push({
        status: 'cancelled',
        event: 'cancelled',
        message: text('demo.backend.log.withdrawal.cancelled'),
        confirmations: null,
        createdAt: at(3),
      });
    } else {
      steps.push({
        status: 'pending',
        event: 'verified',
        message: text('demo.backend.log.withdrawal.verified'),
        confirmations: null,
        createdAt: at(1),
      });
      if (tx.status === 'failed') {
        steps.push({
          status: 'failed',
          event: 'failed',
          message: tx.failureReason ?? text('demo.backend.log.withdrawal.failed'),
          confirmations: null,
          createdAt: at(6),
        });
      } else if (tx.status !== 'pending') {
        steps.push({
          status: 'processing',
          event: 'broadcast',
          message: text('demo.backend.log.broadcast', on),
          confirmations: 0,
          createdAt: at(4),
        });
        steps.push({
          status: 'processing',
          event: 'confirming',
          message: text('demo.backend.log.confirming', { required: String(required) }),
          confirmations: Math.min(1, required),
          createdAt: at(6),
        });
        if (tx.status === 'completed') {
          steps.push({
            status: 'completed',
            event: 'completed',
            message: text('demo.backend.log.delivered', amount),
            confirmations: required,
            createdAt: at(15),
          });
        }
      }
    }
  } else {
    steps.push({
      status: 'pending',
      event: 'created',
      message: text('demo.backend.log.conversion.requested', { ...amount, counterAsset: tx.counterAsset ?? '' }),
      confirmations: null,
      createdAt: at(0),
    });
    steps.push({
      status: 'processing',
      event: 'debited',
      message: text('demo.backend.log.conversion.debited', amount),
      confirmations: null,
      createdAt: at(0.1),
    });
    steps.push({
      status: 'completed',
      event: 'credited',
      message: text('demo.backend.log.conversion.credited', {
        amount: amountText(tx.counterAmount ?? '', language),
        asset: tx.counterAsset ?? '',
      }),
      confirmations: null,
      createdAt: at(0.2),
    });
  }
  return steps.map((step) => ({ ...step, id: nextId(db, 'txlog'), txId: tx.id }));
}
