const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Kennel's payment ids are UUIDs; anything else cannot name a row, so it is simply not found. */
export function isPaymentId(id: string): boolean {
  return UUID.test(id);
}
