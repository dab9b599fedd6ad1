/** A time of day as QA reads it in the banner and on /versions: 24-hour HH:MM, local time. */
export function clockTime(epochMs: number): string {
  const at = new Date(epochMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
