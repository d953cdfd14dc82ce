/**
 * An amount of US money as an integer number of cents. The brand is a plain property name, not a
 * unique symbol, so that types inferred from it (database rows) can be named in declaration files.
 */
export type Cents = number & { readonly __brand: 'Cents' };

export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value as Cents;
}

export function addCents(a: Cents, b: Cents): Cents {
  return cents(a + b);
}

export function subtractCents(a: Cents, b: Cents): Cents {
  return cents(a - b);
}

/** Multiplies by a decimal factor given in basis points of 1/10000, rounding down to the cent. */
export function multiplyCentsDown(amount: Cents, factorTenThousandths: number): Cents {
  const product = (BigInt(amount) * BigInt(factorTenThousandths)) / 10_000n;
  return cents(Number(product));
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatCents(amount: Cents): string {
  return usd.format(amount / 100);
}
