import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Writes through a temporary file and a rename: readers see the old file or the whole new one, never a part. */
export async function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.promises.writeFile(tmp, data);
  await fs.promises.rename(tmp, file);
}

export async function exists(file: string): Promise<boolean> {
  try {
    await fs.promises.access(file);
    return true;
  } catch {
    return false;
  }
}
