import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** react-hook-form's check by a zod contract; its own module, so zod loads with it and not with the page. */
export function contractCheck<Request>(schema: z.ZodType<Request>) {
  return zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, Request>;
}
