export * from './open-support-chat.ts';
export * from './support-chat-store.ts';
export * from './support-link.tsx';
export * from './support-links.ts';
