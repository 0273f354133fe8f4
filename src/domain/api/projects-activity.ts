import { z } from 'zod';
import { listPageSchema } from '../catalog-documents';
import { trackActivitySchema } from '../projects';
import { defineOperation } from './operation';

/**
 * A project's activity (docs/licensing.md §2 "Track entry", §3): its history (who changed what, when)
 * and the seen-marks behind the red dot of docs/product.md §2 ("project-activities … activity (boolean)").
 */
export const projectActivityItemSchema = z.object({
  _id: z.string(),
  userId: z.string().nullable(),
  action: z.string(),
  objectId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ProjectActivityItem = z.infer<typeof projectActivityItemSchema>;

const projectIdQuery = z.string().max(100);

/**
 * `GET /api/project/project-activity` (docs/product.md §7): `{activity}`, whether others changed entries
 * or orders of my projects (or of `projectId`) since I last marked them seen (`user/track-activity`).
 */
export const projectActivity = defineOperation({
  id: 'project.activity',
  summary: 'Tell whether my projects have activity I have not seen',
  access: 'session',
  method: 'GET',
  path: '/project/project-activity',
  query: z.object({ projectId: projectIdQuery.optional(), scope: z.enum(['requests']).optional() }),
  response: z.object({ activity: z.boolean() }),
});

/**
 * `GET /api/project/project-history?projectId=&page=&limit=`: the project's history, newest first (the
 * activity panel), as a page `{data, page, limit, total}`.
 */
export const projectHistory = defineOperation({
  id: 'project.history',
  summary: "List a project's history",
  access: 'session',
  method: 'GET',
  path: '/project/project-history',
  query: z.object({
    projectId: projectIdQuery,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: listPageSchema(projectActivityItemSchema),
});

/** `PATCH /api/user/track-activity` `{trackEntryIds, orderIds}`: marks them seen by the caller. */
export const trackActivity = defineOperation({
  id: 'user.trackActivity',
  summary: 'Mark track entries and orders as seen',
  access: 'session',
  method: 'PATCH',
  path: '/user/track-activity',
  body: trackActivitySchema,
  response: z.object({ activity: z.boolean() }),
});
