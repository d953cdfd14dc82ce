import { SUPPORT_ENDPOINTS, SUPPORT_SNAPSHOT_TYPE } from '@kennel/core';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { SUPPORT_CHANGED, type SupportDesk } from './service.ts';

const { supportConversation, sendSupportMessage, sendGuestSupportMessage } = SUPPORT_ENDPOINTS;

/** The player's side of the support chat: their conversation, live, and sending to it. */
export function supportRoutes(app: App, { desk, realtime }: { desk: SupportDesk; realtime: RealtimeHub }) {
  // The chat gets the conversation on connect and again after every answer or close.
  realtime.publishSnapshots(SUPPORT_CHANGED, async (userId) => ({
    type: SUPPORT_SNAPSHOT_TYPE,
    data: await desk.playerConversation(userId),
  }));

  route(app, supportConversation, async ({ user }) => ({ data: await desk.playerConversation(user.id) }));

  route(app, sendSupportMessage, async ({ user, body }) => ({
    data: await desk.sendAsPlayer(user.id, body.text),
  }));

  route(app, sendGuestSupportMessage, async ({ body }) => ({
    data: await desk.sendAsGuest(body.email, body.text, body.conversation_token),
  }));
}
