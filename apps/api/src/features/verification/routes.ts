import { VERIFICATION_ENDPOINTS } from '@kennel/core';
import { requireUser, signedInUser } from '../../platform/http/auth.ts';
import { errorResponses } from '../../platform/http/openapi.ts';
import { stricterRateLimit } from '../../platform/http/rate-limit.ts';
import type { App } from '../../platform/http/server.ts';
import type { VerificationService } from './service.ts';

const { getVerification, submitVerification, submitVerificationDocument } = VERIFICATION_ENDPOINTS;

export function verificationRoutes(app: App, { verification }: { verification: VerificationService }) {
  app.get(
    getVerification.path,
    {
      preHandler: requireUser,
      schema: {
        summary: "The player's identity verification status and what to do next.",
        response: { [getVerification.status]: getVerification.response, ...errorResponses },
      },
    },
    async (request) => ({ data: await verification.status(signedInUser(request).id) }),
  );

  app.post(
    submitVerification.path,
    {
      preHandler: requireUser,
      config: stricterRateLimit(10),
      schema: {
        summary: 'Sends legal name, date of birth, address and SSN last 4 to the identity provider.',
        body: submitVerification.body,
        response: { [submitVerification.status]: submitVerification.response, ...errorResponses },
      },
    },
    async (request, reply) => {
      const status = await verification.submitDetails(signedInUser(request).id, request.body);
      return reply.code(submitVerification.status).send({ data: status });
    },
  );

  app.post(
    submitVerificationDocument.path,
    {
      preHandler: requireUser,
      config: stricterRateLimit(10),
      schema: {
        summary: 'Sends photos of an ID document after a needs_document answer; the images are not kept.',
        body: submitVerificationDocument.body,
        response: {
          [submitVerificationDocument.status]: submitVerificationDocument.response,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const status = await verification.submitDocument(signedInUser(request).id, {
        documentType: body.document_type,
        frontImage: body.front_image,
        frontFileName: body.front_file_name ?? null,
        backImage: body.back_image ?? null,
        backFileName: body.back_file_name ?? null,
      });
      return reply.code(submitVerificationDocument.status).send({ data: status });
    },
  );
}
