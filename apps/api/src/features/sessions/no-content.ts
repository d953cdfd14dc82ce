import type { FastifyReply } from 'fastify';

/** 204 No Content, for routes whose schema declares only their error answers. */
export function sendNoContent(reply: FastifyReply) {
  return reply.code(204).send();
}
