/** npm run qa-link [-- --hours N]: prints a QA pass link (./qaLinkCommand.ts, docs/qa-overrides.md). */
import { qaLinkCommand } from './qaLinkCommand';

qaLinkCommand(process.argv.slice(2), process.env).then(
  ({ code, output, note }) => {
    (code === 0 ? console.log : console.error)(output);
    if (note) console.error(note);
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
