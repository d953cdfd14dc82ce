import { VERIFICATION_ENDPOINTS } from '@kennel/core';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import type { VerificationService } from './service.ts';

const { getVerification, submitVerification, submitVerificationDocument } = VERIFICATION_ENDPOINTS;

export function verificationRoutes(app: App, { verification }: { verification: VerificationService }) {
  route(app, getVerification, async ({ user }) => ({ data: await verification.status(user.id) }));

  route(app, submitVerification, async ({ user, body }) => ({
    data: await verification.submitDetails(user.id, body),
  }));

  route(app, submitVerificationDocument, async ({ user, body }) => ({
    data: await verification.submitDocument(user.id, {
      documentType: body.document_type,
      frontImage: body.front_image,
      frontFileName: body.front_file_name ?? null,
      backImage: body.back_image ?? null,
      backFileName: body.back_file_name ?? null,
    }),
  }));
}
