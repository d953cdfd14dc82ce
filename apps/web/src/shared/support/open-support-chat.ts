import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { supportChatStore } from './support-chat-store.ts';

const HOST_ID = 'kennel-support-chat';
let mounting: Promise<void> | null = null;

/** Mounts the panel in its own root, outside the app's providers, so it works when the app failed. */
function mountPanel(): Promise<void> {
  if (document.getElementById(HOST_ID)) return Promise.resolve();
  mounting ??= import('./support-chat-panel.tsx')
    .then(({ SupportChatPanel }) => {
      const host = document.createElement('div');
      host.id = HOST_ID;
      document.body.append(host);
      createRoot(host).render(createElement(SupportChatPanel));
    })
    .finally(() => {
      mounting = null;
    });
  return mounting;
}

/**
 * Opens the support chat; its code loads on first use. If it cannot load (the connection is what
 * failed), the help desk opens as a page instead, so the user always reaches support.
 */
export async function openSupportChat(helpDeskUrl: string, opener: HTMLElement | null = null): Promise<void> {
  try {
    await mountPanel();
    supportChatStore.open(helpDeskUrl, opener);
  } catch {
    window.location.assign(helpDeskUrl);
  }
}
