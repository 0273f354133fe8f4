import { z } from 'zod';
import { trackApiSchema } from '../catalog';
import { shareQuerySchema } from '../library';
import { defineOperation } from './operation';
import {
  episodeApiSchema,
  idParams,
  projectApiSchema,
  sceneApiSchema,
  trackEntryApiSchema,
} from './projects';

/**
 * The share link of a project (docs/licensing.md §2 "Sharing"): the Creator reads, creates or renews and
 * revokes it; anyone with its token opens the read-only project.
 */
export const projectShareLinkSchema = z.object({ url: z.string(), token: z.string() });

export const projectShareLinkStateSchema = z.object({
  url: z.string().nullable(),
  token: z.string().nullable(),
});

export const projectShareLinkInfo = defineOperation({
  id: 'project.shareLinkInfo',
  summary: 'The current share link, or nulls while the project is not shared',
  access: 'session',
  method: 'GET',
  path: '/project/share-link/:id',
  params: idParams,
  response: projectShareLinkStateSchema,
});

export const createProjectShareLink = defineOperation({
  id: 'project.shareLink',
  summary: 'Create or renew the share link',
  access: 'session',
  method: 'PATCH',
  path: '/project/share-link/:id',
  params: idParams,
  response: projectShareLinkSchema,
});

export const revokeProjectShareLink = defineOperation({
  id: 'project.revokeShareLink',
  summary: 'Revoke the share link',
  access: 'session',
  method: 'DELETE',
  path: '/project/share-link/:id',
  params: idParams,
  response: z.object({ revoked: z.literal(true) }),
});

/**
 * `GET /api/project/info-share?token=`: the read-only project of a share link, for anyone with it
 * (docs/licensing.md §2 "Sharing"): episodes, scenes and entries with their tracks; no members, budget,
 * comments or entry statuses.
 */
export const sharedProjectSchema = z.object({
  project: projectApiSchema.pick({
    _id: true,
    name: true,
    description: true,
    type: true,
    coverColor: true,
    coverImageUrl: true,
  }),
  episodes: z.array(episodeApiSchema),
  workspaces: z.array(
    z.object({
      _id: z.string(),
      episodeId: z.string().nullable(),
      scenes: z.array(sceneApiSchema),
      entries: z.array(
        trackEntryApiSchema.pick({
          _id: true,
          trackId: true,
          sceneId: true,
          timeIn: true,
          timeOut: true,
          usageType: true,
        }),
      ),
    }),
  ),
  tracks: z.array(trackApiSchema),
});
export type SharedProject = z.infer<typeof sharedProjectSchema>;

export const sharedProject = defineOperation({
  id: 'project.shared',
  summary: 'Open a shared project by its link token',
  access: 'public',
  method: 'GET',
  path: '/project/info-share',
  query: shareQuerySchema,
  response: sharedProjectSchema,
});
