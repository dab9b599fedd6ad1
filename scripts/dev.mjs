// Watch mode: the API and every app's webpack dev server, side by side.
import concurrently from 'concurrently';
import { webApps } from './apps.mjs';

const commands = [
  { name: 'api', command: 'npm run dev -w api --if-present' },
  ...webApps.map((app) => ({ name: app.name, command: `npm run dev -w ${app.dir}` })),
];
const { result } = concurrently(commands, { prefix: 'name', killOthersOn: ['failure'] });
result.catch(() => process.exit(1));
