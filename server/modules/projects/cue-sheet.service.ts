import ExcelJS from 'exceljs';
import {
  cueSheetColumns,
  cueSheetCsv,
  cueSheetFileName,
  cueSheetHeadings,
  cueSheetRows,
  type CueSheetFormat,
  type CueSheetRow,
} from '../../../src/domain/projects';
import type { SessionUser } from '../auth/index';
import { requireWorkspace, type ProjectsContext } from './project-access';

export const cueSheetContentTypes: Record<CueSheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

const columnWidths: Record<(typeof cueSheetColumns)[number], number> = {
  cue: 7,
  title: 32,
  composers: 28,
  publisher: 24,
  performer: 28,
  isrc: 15,
  usageType: 24,
  timeIn: 10,
  timeOut: 10,
  duration: 10,
};

/** The sheet as a workbook of one worksheet, headings bold and frozen; every cell text, as on paper. */
async function workbookOf(rows: CueSheetRow[], title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Cueline';
  const sheet = workbook.addWorksheet('Cue sheet', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = cueSheetColumns.map((key) => ({
    header: cueSheetHeadings[key],
    key,
    width: columnWidths[key],
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  workbook.title = title;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The cue sheet of an episode's workspace (docs/licensing.md §2 "Cue sheet"): every member may export it. */
export function cueSheetService(context: Pick<ProjectsContext, 'projects'>) {
  return {
    /** `GET /api/project/cue-sheet/{workspaceId}?format=`: the file's bytes, name and content type. */
    async export(user: SessionUser, workspaceId: string, format: CueSheetFormat) {
      const { workspace, project } = await requireWorkspace(context, user.id, workspaceId, 'view');
      const episode = workspace.episodeId ? await context.projects.findEpisode(workspace.episodeId) : null;
      const rows = cueSheetRows(await context.projects.cueSources(workspace.id));
      const fileName = cueSheetFileName(project.name, episode ?? null, format);
      const data =
        format === 'xlsx' ? await workbookOf(rows, fileName) : Buffer.from(cueSheetCsv(rows), 'utf8');
      return { data, fileName, contentType: cueSheetContentTypes[format] };
    },
  };
}

export type CueSheetService = ReturnType<typeof cueSheetService>;
