import fs from 'node:fs';
import path from 'node:path';

/** Bytes under a folder (0 when it does not exist): how the bench and the tests watch the transform cache. */
export function folderBytes(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(file) : fs.statSync(file).size;
  }
  return total;
}
