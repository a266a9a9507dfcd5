import { AppError } from '../http/app-error';

/** Reads an int8/numeric column as a JS number; money never leaves the safe-integer range (checked). */
export function toSafeInt(value: unknown): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : Number(String(value));
  if (!Number.isSafeInteger(n)) throw new Error(`amount out of the safe integer range: ${String(value)}`);
  return n;
}

/** A movement amount: a positive safe integer of minor units, else the catalogue's amount_out_of_range. */
export function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new AppError('amount_out_of_range', { amount: String(amount) });
}
