/** Fills a catalogue template's {{params}}; a parameter not given stays as written. */
export function fillMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}
