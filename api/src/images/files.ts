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

/**
 * Publishes the file only if no one has yet (true when this call did): written to a temporary file, then
 * hard-linked into place, which fails when the name exists. Two replicas rendering the same variant into a
 * shared folder write it once; readers never see a part.
 */
export async function writeOnce(file: string, data: Buffer): Promise<boolean> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.promises.writeFile(tmp, data);
  try {
    await fs.promises.link(tmp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await fs.promises.rm(tmp, { force: true });
  }
}

export async function exists(file: string): Promise<boolean> {
  try {
    await fs.promises.access(file);
    return true;
  } catch {
    return false;
  }
}
