// Record writes, validated as a whole before any is applied so a bad batch changes nothing.
import { randomUUID } from 'node:crypto';
import { badRequest } from '../errors';
import { toRecord, type SearchIndex } from './index-store';
import { isPlainObject, type Rec } from './paths';
import type { Registry } from './registry';

export const BATCH_ACTIONS = [
  'addObject',
  'updateObject',
  'partialUpdateObject',
  'partialUpdateObjectNoCreate',
  'deleteObject',
  'delete',
  'clear',
] as const;
export type BatchAction = (typeof BATCH_ACTIONS)[number];

export interface BatchOperation {
  action: BatchAction;
  body?: Record<string, unknown> | undefined;
}

/** The index records are written to; replicas only mirror their primary. */
export function writableIndex(registry: Registry, name: string): SearchIndex {
  const primary = registry.primaryOf(name);
  if (primary)
    throw badRequest(`Index ${name} is a replica of ${primary.name}: write records to the primary`);
  return registry.ensure(name);
}

function objectIdOf(op: BatchOperation, position: number): string {
  const id = op.body?.objectID;
  if (id === undefined || id === null || id === '') {
    throw badRequest(`requests[${position}]: action ${op.action} needs body.objectID`);
  }
  return String(id);
}

/** Applies operations in order and answers the objectID of each one (Algolia's `objectIDs`). */
export function applyBatch(index: SearchIndex, operations: BatchOperation[]): string[] {
  const ids = operations.map((op, i) => {
    if (op.action === 'delete' || op.action === 'clear') return '';
    if (op.action.startsWith('partial')) checkOperations(op.body ?? {});
    if (op.action === 'addObject' && op.body?.objectID === undefined) return randomUUID();
    return objectIdOf(op, i);
  });
  operations.forEach((op, i) => {
    const objectID = ids[i]!;
    const body = op.body ?? {};
    switch (op.action) {
      case 'addObject':
      case 'updateObject':
        index.save(toRecord(body, objectID));
        break;
      case 'partialUpdateObject':
      case 'partialUpdateObjectNoCreate': {
        const existing = index.get(objectID);
        if (existing || op.action === 'partialUpdateObject')
          index.save(partialUpdate(existing, body, objectID));
        break;
      }
      case 'deleteObject':
        index.delete(objectID);
        break;
      case 'delete':
      case 'clear':
        index.clear();
        break;
    }
  });
  return ids.filter((id) => id !== '');
}

const OPERATIONS = new Set(['Increment', 'Decrement', 'Add', 'AddUnique', 'Remove']);

export function checkOperations(body: Record<string, unknown>): void {
  for (const [key, change] of Object.entries(body)) {
    if (
      isPlainObject(change) &&
      typeof change._operation === 'string' &&
      !OPERATIONS.has(change._operation)
    ) {
      throw badRequest(`Unsupported _operation ${change._operation} on ${key}`);
    }
  }
}

/** Top-level attributes are replaced; `{ _operation, value }` objects update them in place. */
export function partialUpdate(
  existing: Rec | undefined,
  body: Record<string, unknown>,
  objectID: string,
): Rec {
  const record: Rec = { ...(existing ?? {}), objectID };
  for (const [key, change] of Object.entries(body)) {
    if (key === 'objectID') continue;
    if (!isPlainObject(change) || typeof change._operation !== 'string') {
      record[key] = change;
      continue;
    }
    const { _operation: operation, value } = change;
    const current = record[key];
    const number = typeof current === 'number' ? current : 0;
    const list = Array.isArray(current) ? current : current === undefined ? [] : [current];
    const same = (item: unknown): boolean => JSON.stringify(item) === JSON.stringify(value);
    switch (operation) {
      case 'Increment':
        record[key] = number + Number(value ?? 1);
        break;
      case 'Decrement':
        record[key] = number - Number(value ?? 1);
        break;
      case 'Add':
        record[key] = [...list, value];
        break;
      case 'AddUnique':
        record[key] = list.some(same) ? list : [...list, value];
        break;
      case 'Remove':
        record[key] = list.filter((item) => !same(item));
        break;
      default:
        throw badRequest(`Unsupported _operation ${operation} on ${key}`);
    }
  }
  return record;
}
