/**
 * A start the operator has to fix (a setting, the data folder), as opposed to a crash: the API stops before it
 * listens, prints the error's one-line message and exits with CONFIG_EXIT_CODE, the same at every start. A
 * supervisor restarts crashes but not this exit (`npm start`: docs/serving.md#the-supervised-api).
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** EX_CONFIG of sysexits.h; scripts/serving/supervisor.mjs's CONFIG_EXIT_CODE is the same number. */
export const CONFIG_EXIT_CODE = 78;
