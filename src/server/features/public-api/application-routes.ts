import { errorContent, json, jsonBody, keyed } from './keyed-route.ts';
import {
  apiCreateApplicationSchema,
  apiListApplicationsQuerySchema,
  apiUpdateApplicationSchema,
  applicationIdParamsSchema,
  applicationListSchema,
  applicationSchema,
  createApplicationExample,
  updateApplicationExample,
} from './application-schemas.ts';

/** An application id that is not the key owner's: another account's, a deleted one, or one that is not a UUID. */
const notFound = {
  404: { description: "`not_found`: no such application among the key owner's (another account's id, or one that is not a UUID, answers the same).", content: errorContent },
} as const;

/** `/api/v1/applications`: the job-application tracker, as the board and the table keep it. */
export const applicationRoutes = {
  list: keyed('applications:read', {
    method: 'get',
    operationId: 'listApplications',
    path: '/applications',
    tags: ['Applications'],
    summary: 'List job applications',
    description: "The key owner's job applications as the tracker lists them: filtered by status, words and follow-up day, sorted, a page at a time, with every status's count and the plan's limit.",
    request: { query: apiListApplicationsQuerySchema },
    responses: { 200: { description: 'One page of applications.', content: { [json]: { schema: applicationListSchema } } } },
  }),
  create: keyed('applications:write', {
    method: 'post',
    operationId: 'createApplication',
    path: '/applications',
    tags: ['Applications'],
    summary: 'Add a job application',
    description: "Adds an application to the tracker, at the bottom of its status's column unless `rank` places it. A plan keeps a limited number (`limit` in the list).",
    request: { body: jsonBody(apiCreateApplicationSchema, createApplicationExample) },
    responses: {
      201: { description: 'The application as saved.', content: { [json]: { schema: applicationSchema } } },
      409: { description: "`applications_full`: the key owner has as many applications as their plan keeps; delete one first.", content: errorContent },
    },
  }),
  get: keyed('applications:read', {
    method: 'get',
    operationId: 'getApplication',
    path: '/applications/{id}',
    tags: ['Applications'],
    summary: 'Get a job application',
    description: 'One application with its ad and notes.',
    request: { params: applicationIdParamsSchema },
    responses: { 200: { description: 'The application.', content: { [json]: { schema: applicationSchema } } }, ...notFound },
  }),
  update: keyed('applications:write', {
    method: 'patch',
    operationId: 'updateApplication',
    path: '/applications/{id}',
    tags: ['Applications'],
    summary: 'Update a job application',
    description:
      "Changes the fields sent, at least one. A new status stamps `statusChangedAt` and, unless `rank` comes with it, puts the application at the bottom of its new column; moving to `applied` without an applied day sets today (UTC). A new follow-up day is reminded again.",
    request: { params: applicationIdParamsSchema, body: jsonBody(apiUpdateApplicationSchema, updateApplicationExample) },
    responses: { 200: { description: 'The application as saved.', content: { [json]: { schema: applicationSchema } } }, ...notFound },
  }),
  remove: keyed('applications:write', {
    method: 'delete',
    operationId: 'deleteApplication',
    path: '/applications/{id}',
    tags: ['Applications'],
    summary: 'Delete a job application',
    description: 'Deletes the application, at once and for good. The resume and cover letter it names stay in History.',
    request: { params: applicationIdParamsSchema },
    responses: { 204: { description: 'Deleted.' }, ...notFound },
  }),
};
