import { createRoute, z } from '@hono/zod-openapi';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses, OK_MESSAGE } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { callerId, userOnly } from '../http/user-routes.ts';
import { toRegistration } from './answer.ts';
import type { RegistrationsDeps } from './deps.ts';
import { REGISTRATION_MESSAGES as MSG } from './messages.ts';
import { AddUpdateQuery, RegistrationIdParam, RegistrationSchema, StepBodySchema } from './schemas.ts';
import { mailSummary } from './summary-mail.ts';
import { createRegistration, deleteRegistration, findRegistration, listRegistrations, saveStep } from './store.ts';
import { validateStep } from './validate-step.ts';
import { documentRoutes, removeDocuments } from './document-routes.ts';

const route = <M extends 'get' | 'post' | 'put' | 'delete', P extends string>(method: M, path: P, summary: string) =>
  ({ method, path, tags: ['registrations'], summary, ...userOnly });

const one = answerOf(RegistrationSchema);

/** The caller's KMY free provisional registrations: REST `/registration/*` (spec §7), every query scoped to the caller. */
export function registrationsRoutes(deps: RegistrationsDeps) {
  const { db, now, places } = deps;
  const answer = (row: Parameters<typeof toRegistration>[0]) => toRegistration(row, deps.files);
  return createRouter()
    .route('/', documentRoutes(deps, answer))
    .openapi(
      createRoute({
        ...route('post', '/registration/addupdate', 'Creates a registration (personal step, no id) or saves one step of it'),
        request: { query: AddUpdateQuery, ...jsonBody(StepBodySchema) },
        responses: jsonResponses('Saved', one, [400, 401, 404, 409]),
      }),
      async (c) => {
        const userId = callerId(c);
        const { id, informationtype } = c.req.valid('query');
        const context = { now: now(), places, kmyPackageIds: await deps.kmyPackageIds(db) };
        const body = c.req.valid('json');
        if (!id) {
          if (informationtype !== 'personal') throw new ApiError(400, MSG.startWithPersonal);
          const personal = validateStep('personal', body, { ...context, documents: {} });
          return c.json(ok(MSG.saved, answer(await createRegistration(db, userId, personal as { packageId: string }, context.now))), 200);
        }
        const saved = await saveStep(db, { userId, id, now: context.now }, informationtype, (row) => validateStep(informationtype, body, { ...context, documents: row.documents }));
        return c.json(ok(MSG.saved, answer(saved)), 200);
      },
    )
    .openapi(
      createRoute({ ...route('get', '/registration', "The caller's registrations, newest first"), responses: jsonResponses('The registrations', answerOf(z.array(RegistrationSchema)), [401]) }),
      async (c) => c.json(ok(OK_MESSAGE, (await listRegistrations(db, callerId(c))).map(answer)), 200),
    )
    .openapi(
      createRoute({ ...route('get', '/registration/{id}', "One of the caller's registrations"), request: { params: RegistrationIdParam }, responses: jsonResponses('The registration', one, [401, 404]) }),
      async (c) => c.json(ok(OK_MESSAGE, answer(await findRegistration(db, callerId(c), c.req.valid('param').id))), 200),
    )
    .openapi(
      createRoute({
        ...route('delete', '/registration/delete/{id}', "Deletes one of the caller's registrations"),
        request: { params: RegistrationIdParam },
        responses: jsonResponses('Deleted', answerOf(z.object({ _id: z.string() })), [401, 404]),
      }),
      async (c) => {
        const deleted = await deleteRegistration(db, callerId(c), c.req.valid('param').id);
        await removeDocuments(deps.files.store, Object.values(deleted.documents));
        return c.json(ok(MSG.deleted, { _id: deleted.id }), 200);
      },
    )
    .openapi(
      createRoute({
        ...route('put', '/registration/email/{id}', "E-mails a summary of one of the caller's registrations to the caller's confirmed account e-mail (3 a day per registration, 10 per user)"),
        request: { params: RegistrationIdParam },
        responses: jsonResponses('E-mailed', answerOf(z.object({ _id: z.string(), email: z.string().openapi({ description: "The account's confirmed e-mail it went to" }) })), [401, 403, 404, 429]),
      }),
      async (c) => {
        const row = await findRegistration(db, callerId(c), c.req.valid('param').id);
        const email = await mailSummary(deps, row);
        return c.json(ok(MSG.emailed, { _id: row.id, email }), 200);
      },
    );
}
