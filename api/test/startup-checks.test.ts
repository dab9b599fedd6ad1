/**
 * The data folder's start-up checks (docs/operations.md#the-data-folder-at-start): a symbolic link is followed,
 * an unusable folder and a damaged table stop the start with one line naming them. The exit code and the
 * supervisor's answer to these refusals are tested on the built API (scripts/serving/test/supervisor.test.mjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catalogueTools } from '@sencha/catalogue';
import {
  DamagedTableError,
  openDatabase,
  UnusableDataDirError,
  InvalidDataDirError,
} from '../src/db/database';
import { describeOpenError } from '../src/db/dataDir';
import { lockPath } from '../src/db/lock';
import { migrate } from '../src/db/migrate';
import { CONFIG_EXIT_CODE, StartupError } from '../src/startupError';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sencha-start-'));
const oneLine = (error: unknown) => {
  expect(error).toBeInstanceOf(StartupError);
  expect((error as Error).message).not.toContain('\n');
  return (error as Error).message;
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('opened');
    },
    (error: unknown) => error,
  );

describe('the data folder at start', () => {
  it('follows a symbolic link to the folder it leads to, and locks that folder', async () => {
    const root = tmp();
    const real = path.join(root, 'disk', 'pglite');
    fs.mkdirSync(real, { recursive: true });
    const link = path.join(root, 'pglite');
    fs.symlinkSync(real, link);
    const db = await openDatabase({ dataDir: link, fsync: false });
    try {
      await db.exec('CREATE TABLE note (id int PRIMARY KEY)');
      expect(fs.existsSync(lockPath(real))).toBe(true);
      // A second link to the same folder meets the same lock.
      const again = path.join(root, 'again');
      fs.symlinkSync(real, again);
      expect(oneLine(await refusal(openDatabase({ dataDir: again })))).toContain(`${real} is in use`);
    } finally {
      await db.close();
    }
    expect(fs.existsSync(path.join(real, 'PG_VERSION'))).toBe(true);
    const reopened = await openDatabase({ dataDir: link, fsync: false });
    expect(await reopened.query('SELECT count(*)::int AS n FROM note')).toEqual([{ n: 0 }]);
    await reopened.close();
  });

  it('says so in one line when the link leads nowhere or the path is not a folder', async () => {
    const root = tmp();
    const dangling = path.join(root, 'pglite');
    fs.symlinkSync(path.join(root, 'gone'), dangling);
    const error = await refusal(openDatabase({ dataDir: dangling }));
    expect(error).toBeInstanceOf(UnusableDataDirError);
    expect(oneLine(error)).toMatch(
      new RegExp(`^The data folder ${dangling} cannot be used: it is a symbolic link to ${root}/gone, which`),
    );
    const file = path.join(root, 'file');
    fs.writeFileSync(file, 'not a folder');
    expect(oneLine(await refusal(openDatabase({ dataDir: file })))).toContain('it is not a folder');
    expect(oneLine(await refusal(openDatabase({ dataDir: path.join(file, 'pglite') })))).toMatch(
      /cannot be (examined|created) \(ENOTDIR\)/,
    );
  });

  it("names the folder when PGlite's file system refuses it (a bare Emscripten errno otherwise)", () => {
    const errno = Object.assign(new Error(), { name: 'ErrnoError', errno: 44 });
    const described = describeOpenError('/srv/pglite', errno);
    expect(oneLine(described)).toBe(
      "The data folder /srv/pglite cannot be used: PGlite's file system refused it (errno 44). Set DATA_DIR to " +
        'a folder this user can read and write (a symbolic link to one is fine), or leave it unset for ' +
        'api/.data/pglite.',
    );
    const other = new Error('something else');
    expect(describeOpenError('/srv/pglite', other)).toBe(other);
  });

  it('is one of the refusals a supervisor does not restart', () => {
    expect(CONFIG_EXIT_CODE).toBe(78);
    expect(new InvalidDataDirError('/srv/pglite', 'PG_VERSION')).toBeInstanceOf(StartupError);
  });

  describe('a table file cut short', () => {
    let dir: string;
    let file: string;
    beforeAll(async () => {
      dir = path.join(tmp(), 'pglite');
      const db = await openDatabase({ dataDir: dir, fsync: false });
      await migrate(db);
      await catalogueTools.seedIfEmpty(db);
      const [row] = await db.query<{ file: string }>(
        "SELECT pg_relation_filepath('tea_item_product') AS file",
      );
      file = path.join(dir, row!.file);
      await db.close();
    });

    it.each([
      ['to nothing', 0],
      ['mid-way through its second page', 8192 + 3000],
    ])('%s stops the start, naming the table', async (_how, size) => {
      const copy = `${dir}-${size}`;
      fs.cpSync(dir, copy, { recursive: true });
      fs.truncateSync(file.replace(dir, copy), size);
      const error = await refusal(openDatabase({ dataDir: copy, fsync: false }));
      expect(error).toBeInstanceOf(DamagedTableError);
      expect(oneLine(error)).toMatch(
        new RegExp(`^The table public\\.tea_item_product in the data folder ${copy} is damaged \\(.+\\)\\. `),
      );
      expect(fs.existsSync(lockPath(copy))).toBe(false);
    });

    it('opens the undamaged folder as before', async () => {
      const db = await openDatabase({ dataDir: dir, fsync: false });
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tea_item_product');
      expect(row!.n).toBeGreaterThan(100);
      await db.close();
    });
  });
});
