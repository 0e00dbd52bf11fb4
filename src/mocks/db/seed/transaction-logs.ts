import type { Transaction, TransactionLog } from '@/services/api';
import type { NetworkSpec } from '../catalog';
import { MINUTE, iso } from '../format';
import type { DemoDatabase } from '../types';
import { nextId } from './ids';

/** The steps a seeded transaction went through, as its status says. */
export function logsFor(db: DemoDatabase, tx: Transaction, network: NetworkSpec | undefined): TransactionLog[] {
  const created = Date.parse(tx.createdAt);
  const steps: Array<Omit<TransactionLog, 'id' | 'txId'>> = [];
  const at = (minutes: number) => iso(created + minutes * MINUTE);
  const amount = `${tx.amount} ${tx.asset}`;
  const required = tx.requiredConfirmations;
  if (tx.type === 'deposit') {
    steps.push({
      status: 'pending',
      event: 'created',
      message: `Incoming ${amount} seen on ${network?.name ?? 'the network'}.`,
      confirmations: 0,
      createdAt: at(0),
    });
    if (tx.status !== 'pending') {
      steps.push({
        status: 'processing',
        event: 'confirming',
        message: `Waiting for ${required} confirmations.`,
        confirmations: Math.min(1, required),
        createdAt: at(2),
      });
    }
    if (tx.status === 'completed') {
      steps.push({
        status: 'completed',
        event: 'credited',
        message: `${amount} credited to your account.`,
        confirmations: required,
        createdAt: at(12),
      });
    }
    if (tx.status === 'failed')
      steps.push({
        status: 'failed',
        event: 'failed',
        message: tx.failureReason ?? 'Deposit failed.',
        confirmations: null,
        createdAt: at(30),
      });
  } else if (tx.type === 'withdrawal') {
    steps.push({
      status: 'pending',
      event: 'created',
      message: `Withdrawal of ${amount} requested.`,
      confirmations: null,
      createdAt: at(0),
    });
    if (tx.status === 'cancelled') {
      steps.push({
        status: 'cancelled',
        event: 'cancelled',
        message: 'Cancelled at your request; the amount is back in your account.',
        confirmations: null,
        createdAt: at(3),
      });
    } else {
      steps.push({
        status: 'pending',
        event: 'verified',
        message: 'Verification codes accepted.',
        confirmations: null,
        createdAt: at(1),
      });
      if (tx.status === 'failed') {
        steps.push({
          status: 'failed',
          event: 'failed',
          message: tx.failureReason ?? 'Withdrawal failed.',
          confirmations: null,
          createdAt: at(6),
        });
      } else if (tx.status !== 'pending') {
        steps.push({
          status: 'processing',
          event: 'broadcast',
          message: `Broadcast to ${network?.name ?? 'the network'}.`,
          confirmations: 0,
          createdAt: at(4),
        });
        steps.push({
          status: 'processing',
          event: 'confirming',
          message: `Waiting for ${required} confirmations.`,
          confirmations: Math.min(1, required),
          createdAt: at(6),
        });
        if (tx.status === 'completed') {
          steps.push({
            status: 'completed',
            event: 'completed',
            message: `${amount} delivered.`,
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
      message: `Conversion of ${amount} to ${tx.counterAsset ?? ''} requested.`,
      confirmations: null,
      createdAt: at(0),
    });
    steps.push({
      status: 'processing',
      event: 'debited',
      message: `${amount} debited.`,
      confirmations: null,
      createdAt: at(0.1),
    });
    steps.push({
      status: 'completed',
      event: 'credited',
      message: `${tx.counterAmount ?? ''} ${tx.counterAsset ?? ''} credited.`,
      confirmations: null,
      createdAt: at(0.2),
    });
  }
  return steps.map((step) => ({ ...step, id: nextId(db, 'txlog'), txId: tx.id }));
}
