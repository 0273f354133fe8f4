import type { EntryStatus, Media, ProjectType, SceneType, UsageType } from '../../src/domain/projects';
import type { PlaylistColor } from '../../src/domain/library';

/** A track placed in a demo workspace: by title, in a scene (by its index) or none, time codes HH:MM:SS. */
export interface DemoEntry {
  track: string;
  scene?: number;
  timeIn?: string;
  timeOut?: string;
  usageType?: UsageType;
  /** A status a member sets by hand (docs/licensing.md §2 `change-statues`). */
  status?: Extract<EntryStatus, 'edits' | 'archived'>;
}

export interface DemoScene {
  description: string;
  sceneType: SceneType;
  start: string;
  end: string;
}

export interface DemoEpisode {
  number: number;
  title?: string;
  duration: string;
  scenes: DemoScene[];
  entries: DemoEntry[];
}

export interface DemoProject {
  fields: {
    name: string;
    description: string;
    type: ProjectType;
    director: string;
    production: string;
    productionYear: number;
    budgetMin: number;
    budgetMax: number;
    platforms: Media[];
    coverColor: PlaylistColor;
    episodesCount?: number;
    seasons?: number;
  };
  /** The demo owner joins with this project role, so the member list shows a team. */
  ownerRole: 'editor' | 'viewer';
  episodes: DemoEpisode[];
  compilation: { name: string; tracks: string[] };
}

/**
 * The demo customer's two projects (docs/licensing.md §2): a feature film with one episode and a series
 * with three, each with scenes, placed tracks of the demo catalogue and a compilation. Budgets in kopecks.
 */
export const demoProjects: DemoProject[] = [
  {
    fields: {
      name: 'The Lighthouse Keeper',
      description: 'A keeper on a northern island waits out one last winter before the light is automated.',
      type: 'film',
      director: 'Vera Solntseva',
      production: 'Cape Studio',
      productionYear: 2026,
      budgetMin: 30_000_000,
      budgetMax: 90_000_000,
      platforms: ['cinema', 'streaming'],
      coverColor: 'teal',
    },
    ownerRole: 'editor',
    episodes: [
      {
        number: 1,
        duration: '01:42:00',
        scenes: [
          {
            description: 'Opening titles over the sea',
            sceneType: 'opening_titles',
            start: '00:00:00',
            end: '00:02:30',
          },
          { description: 'The harbour at night', sceneType: 'featured', start: '00:14:10', end: '00:16:40' },
          { description: 'Storm montage', sceneType: 'montage', start: '00:48:00', end: '00:51:20' },
          {
            description: 'Closing credits',
            sceneType: 'closing_credits',
            start: '01:38:30',
            end: '01:42:00',
          },
        ],
        entries: [
          {
            track: 'Midnight Harbour',
            scene: 0,
            timeIn: '00:00:05',
            timeOut: '00:01:50',
            usageType: 'theme',
          },
          {
            track: 'Lighthouse Signal',
            scene: 1,
            timeIn: '00:14:20',
            timeOut: '00:15:05',
            usageType: 'visual_instrumental',
          },
          {
            track: 'Tidal Memory',
            scene: 2,
            timeIn: '00:48:00',
            timeOut: '00:49:10',
            usageType: 'background_instrumental',
            status: 'edits',
          },
          {
            track: 'Coastline Static',
            scene: 3,
            timeIn: '01:38:30',
            timeOut: '01:39:40',
            usageType: 'end_titles',
          },
          { track: 'Fjord Crossing' },
        ],
      },
    ],
    compilation: {
      name: 'Night-time shortlist',
      tracks: ['Slow Light', 'Frost on the Window', 'Moonlit Stairwell'],
    },
  },
  {
    fields: {
      name: 'White Nights',
      description: 'Three summer nights in Saint Petersburg, three strangers and one last tram.',
      type: 'tv_series',
      director: 'Ilya Mostovoy',
      production: 'Neva Pictures',
      productionYear: 2027,
      budgetMin: 50_000_000,
      budgetMax: 150_000_000,
      platforms: ['tv', 'streaming', 'internet'],
      coverColor: 'grape',
      episodesCount: 3,
      seasons: 1,
    },
    ownerRole: 'viewer',
    episodes: [
      {
        number: 1,
        title: 'Pilot',
        duration: '00:48:00',
        scenes: [
          { description: 'Opening titles', sceneType: 'opening_titles', start: '00:00:00', end: '00:01:30' },
          {
            description: 'Bridges open at 1 a.m.',
            sceneType: 'featured',
            start: '00:21:00',
            end: '00:23:30',
          },
        ],
        entries: [
          { track: 'Белые ночи', scene: 0, timeIn: '00:00:00', timeOut: '00:01:20', usageType: 'theme' },
          {
            track: 'Разводные мосты',
            scene: 1,
            timeIn: '00:21:10',
            timeOut: '00:22:40',
            usageType: 'visual_vocal',
          },
          {
            track: 'Coffee at Eleven',
            timeIn: '00:09:30',
            timeOut: '00:10:15',
            usageType: 'background_instrumental',
          },
        ],
      },
      {
        number: 2,
        title: 'The Embankment',
        duration: '00:46:30',
        scenes: [
          { description: 'Walk along the Neva', sceneType: 'background', start: '00:05:00', end: '00:08:00' },
          { description: 'Rooftop party', sceneType: 'featured', start: '00:30:00', end: '00:33:00' },
        ],
        entries: [
          {
            track: 'Neva in June',
            scene: 0,
            timeIn: '00:05:10',
            timeOut: '00:06:40',
            usageType: 'background_vocal',
          },
          {
            track: 'Velvet Hours',
            scene: 1,
            timeIn: '00:30:20',
            timeOut: '00:31:30',
            usageType: 'visual_vocal',
          },
          {
            track: 'Honey in the Static',
            scene: 1,
            timeIn: '00:31:30',
            timeOut: '00:32:40',
            usageType: 'background_vocal',
            status: 'archived',
          },
        ],
      },
      {
        number: 3,
        title: 'Last Tram',
        duration: '00:51:00',
        scenes: [
          { description: 'Last tram home', sceneType: 'featured', start: '00:40:00', end: '00:43:00' },
          { description: 'End credits', sceneType: 'closing_credits', start: '00:49:30', end: '00:51:00' },
        ],
        entries: [
          {
            track: 'Last Tram Home',
            scene: 0,
            timeIn: '00:40:15',
            timeOut: '00:42:00',
            usageType: 'visual_instrumental',
          },
          {
            track: 'Белые ночи (a cappella)',
            scene: 1,
            timeIn: '00:49:30',
            timeOut: '00:50:40',
            usageType: 'end_titles',
          },
        ],
      },
    ],
    compilation: {
      name: 'Night walk candidates',
      tracks: ['Afterglow Avenue', 'Golden Hour Call', 'Snowfield Waltz'],
    },
  },
];
