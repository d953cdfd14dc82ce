import { type Cents, cents as wholeCents } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, customType, text, timestamp } from 'drizzle-orm/pg-core';

/** Thrown when a stored amount is not a whole number of cents JavaScript can hold exactly. */
export class CentsColumnError extends RangeError {}

/** Reads a stored amount (a driver's int8) as checked `Cents`; raw SQL readers use it too. */
export function centsFromDriver(value: string | number | bigint): Cents {
  // node-postgres hands int8 over as a string, PGlite as a number; both must be exact integers.
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(amount)) {
    throw new CentsColumnError(`Stored amount is not a whole number of cents: ${String(value)}`);
  }
  return wholeCents(amount);
}

type CentsStorage = 'bigint' | 'integer';

const centsType = customType<{
  data: Cents;
  driverData: string | number | bigint;
  config: { storage: CentsStorage };
}>({
  dataType: (config) => config?.storage ?? 'bigint',
  fromDriver: centsFromDriver,
  toDriver: (value) => wholeCents(value),
});

/**
 * An amount of money that reads as core's `Cents`, checked to be a safe integer both ways.
 * Stored as `bigint`; a few older columns hold theirs in an `integer`.
 */
export const cents = (name: string, storage: CentsStorage = 'bigint') => centsType(name, { storage });

/** The zero amount, for column defaults. */
export const NO_CENTS: Cents = wholeCents(0);

/** A point in time with its zone, read as a `Date`. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Text that holds one of a core union's values; pair it with `oneOf` so the database refuses others. */
export const textEnum = <const Values extends readonly [string, ...string[]]>(name: string, values: Values) =>
  text(name, { enum: values });

/** A CHECK that `column` is one of `values` (NULL passes, as for any CHECK: `notNull` refuses it). */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(literals)})`);
}
