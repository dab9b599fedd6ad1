/** npm run admin -w api -- <command>: the operator routes from a terminal (./adminCommand.ts). */
import { adminCommand } from './adminCommand';

adminCommand(process.argv.slice(2), { token: process.env.ADMIN_TOKEN, apiUrl: process.env.API_URL }).then(
  ({ code, output }) => {
    (code === 0 ? console.log : console.error)(output);
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
