/**
 * Where each Kennel product is offered and how old a player must be, per US state.
 * This is product data (RULES.md "Location, age and tax"): change it here, bump
 * STATE_RULES_VERSION, and records that depend on it keep the version they were made under.
 * It is Kennel's operating table, not legal advice.
 */
export const STATE_RULES_VERSION = '2026-11-01';

export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;

export type StateCode = (typeof US_STATES)[number]['code'];
export const STATE_CODES = US_STATES.map((s) => s.code) as [StateCode, ...StateCode[]];

const STATE_NAMES = new Map<string, string>(US_STATES.map((s) => [s.code, s.name]));

export function isStateCode(value: string): value is StateCode {
  return STATE_NAMES.has(value);
}

export function stateName(code: StateCode): string {
  return STATE_NAMES.get(code)!;
}

export const PRODUCTS = ['best_ball', 'pickem_house', 'rivals', 'sportsbook'] as const;
export type Product = (typeof PRODUCTS)[number];

export const PRODUCT_NAMES: Record<Product, string> = {
  best_ball: 'Best ball',
  pickem_house: "Pick'em",
  rivals: 'Rivals',
  sportsbook: 'Sportsbook',
};

export const DEFAULT_MINIMUM_AGE = 18;
export const SPORTSBOOK_MINIMUM_AGE = 21;

/** States whose fantasy minimum age differs from DEFAULT_MINIMUM_AGE (RULES.md). */
export const STATE_MINIMUM_AGES: Readonly<Partial<Record<StateCode, number>>> = {
  AL: 19,
  NE: 19,
  AZ: 21,
  MA: 21,
};

/**
 * Paid fantasy contests are not offered here at all (state law or regulator position), so
 * none of best ball, rivals or pick'em are either.
 */
export const PAID_FANTASY_UNAVAILABLE: readonly StateCode[] = ['HI', 'ID', 'MT', 'NV', 'WA'];

/** Pick'em against the house is not offered here (RULES.md's list), on top of the above. */
export const PICKEM_HOUSE_UNAVAILABLE: readonly StateCode[] = [
  'AZ',
  'CO',
  'ID',
  'IA',
  'LA',
  'MT',
  'NV',
  'WA',
];

/** Kennel's sportsbook is licensed only in these states; every other state is closed to it. */
export const SPORTSBOOK_STATES: readonly StateCode[] = ['AZ', 'IA', 'KY', 'NC', 'TN'];

function allStatesExcept(excluded: readonly StateCode[]): ReadonlySet<StateCode> {
  return new Set(STATE_CODES.filter((code) => !excluded.includes(code)));
}

/** Where each product is offered. Best ball and rivals are peer-to-peer DFS: offered wherever paid fantasy is. */
export const PRODUCT_AVAILABILITY: Readonly<Record<Product, ReadonlySet<StateCode>>> = {
  best_ball: allStatesExcept(PAID_FANTASY_UNAVAILABLE),
  rivals: allStatesExcept(PAID_FANTASY_UNAVAILABLE),
  pickem_house: allStatesExcept([...PAID_FANTASY_UNAVAILABLE, ...PICKEM_HOUSE_UNAVAILABLE]),
  sportsbook: new Set(SPORTSBOOK_STATES),
};

export function isProductAvailable(state: StateCode, product: Product): boolean {
  return PRODUCT_AVAILABILITY[product].has(state);
}

export function productsAvailableIn(state: StateCode): Product[] {
  return PRODUCTS.filter((product) => isProductAvailable(state, product));
}

/** A resident can open an account only where at least one product is offered. */
export function isRegistrationOpen(state: StateCode): boolean {
  return productsAvailableIn(state).length > 0;
}

/** Minimum age to play in a state: the state's fantasy age, or 21 for the sportsbook everywhere. */
export function minimumAge(state: StateCode, product?: Product): number {
  const fantasyAge = STATE_MINIMUM_AGES[state] ?? DEFAULT_MINIMUM_AGE;
  return product === 'sportsbook' ? Math.max(fantasyAge, SPORTSBOOK_MINIMUM_AGE) : fantasyAge;
}
