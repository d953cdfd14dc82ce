/**
 * Parameters for a check that judges one field by another (an age by the state, a TIN by its type):
 * it runs even when some other field has its own problem, so a form shows every problem at once.
 * Zod skips such a check once any field failed, and a player who fixed the problems shown was then
 * told one more (a 16-year-old fixed the password, then learned they were too young). The check
 * reads the fields it needs defensively: any of them may still be what was typed, not what parses.
 */
export const ALONGSIDE_FIELD_PROBLEMS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
