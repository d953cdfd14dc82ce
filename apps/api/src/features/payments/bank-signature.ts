import { createHmac, timingSafeEqual } from 'node:crypto';
import { type BankNotificationFields, bankNotificationSigningText } from '@kennel/core';

/** HMAC-SHA256 (hex) of core's signing text with the secret shared by the bank and Kennel. */
export function signBankNotification(fields: BankNotificationFields, secret: string): string {
  return createHmac('sha256', secret).update(bankNotificationSigningText(fields)).digest('hex');
}

/** Constant-time comparison, so response timing never reveals how much of a forged signature matched. */
export function isBankSignatureValid(
  fields: BankNotificationFields,
  signature: string,
  secret: string,
): boolean {
  const expected = Buffer.from(signBankNotification(fields, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
