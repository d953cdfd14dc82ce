export * from './form-fields.tsx';
export * from './server-errors.ts';
export * from './use-kennel-form.ts';
