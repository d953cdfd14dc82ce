// The draft room's live topic without zod: the web's room subscribes from its first render and loads
// the zod contract (drafts.ts, which re-exports this) with its first request (issue 25).

export const draftTopic = (draftId: string) => `draft:${draftId}`;
