// Preloaded into each API replica the tests start (node --require): the replica exits once the test process
// that started it is gone (its parent changes), so that a killed test run leaves no server behind.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(1);
}, 1000).unref();
