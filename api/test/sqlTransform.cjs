// A migration's .sql file as the module esbuild's text loader makes of it (scripts/build.mjs): its text.
module.exports = {
  process(source) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(source)} };` };
  },
};
