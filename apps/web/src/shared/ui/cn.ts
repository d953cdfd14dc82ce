import { type ClassNameValue, twMerge } from 'tailwind-merge';

/** Joins class names, skipping falsy ones; a later class wins over an earlier one of the same kind. */
export function cn(...classes: ClassNameValue[]): string {
  return twMerge(...classes);
}
